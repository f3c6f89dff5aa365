import multipart from '@fastify/multipart';
import { AppError, AVATAR_MAX_BYTES, messages } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import { MEAL_PHOTO_MAX_BYTES, type UploadsService } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  /**
   * Company avatars: anyone during company signup (claimed by the registration), or a signed-in
   * company; and a nutritionist's consultation photo (issue 22, item 19: owned by them on upload).
   */
  app.route({
    ...fromContract('POST /v1/uploads/avatar'),
    handler: async (req, reply) => {
      const user = await req.getOptionalUser();
      if (user && user.role !== 'Business' && user.role !== 'Nutritionist') throw new AppError('FORBIDDEN');
      if (!req.isMultipart()) throw new AppError('VALIDATION', messages.imageOnly, { file: messages.imageOnly });
      const file = await req.file();
      if (!file) throw new AppError('VALIDATION', messages.required, { file: messages.required });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch {
        throw new AppError('VALIDATION', messages.imageTooLarge, { file: messages.imageTooLarge });
      }
      if (file.file.truncated)
        throw new AppError('VALIDATION', messages.imageTooLarge, { file: messages.imageTooLarge });
      const url = await service.storeAvatar(data, user, req.ip);
      return reply.status(201).send({ url });
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/uploads/meal-photo'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Operator');
      if (!req.isMultipart()) throw new AppError('VALIDATION', messages.imageOnly, { file: messages.imageOnly });
      const file = await req.file({ limits: { fileSize: MEAL_PHOTO_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('VALIDATION', messages.required, { file: messages.required });
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated) {
        throw new AppError('VALIDATION', 'La foto no puede superar los 5 MB.', {
          file: 'La foto no puede superar los 5 MB.',
        });
      }
      return reply.status(201).send({ url: await service.storeMealPhoto(data, user) });
    },
  });

  app.route({
    ...fromContract('GET /uploads/meals/:name'),
    handler: async (req, reply) => {
      const found = await service.read(`meals/${req.params.name}`);
      if (!found) throw new AppError('NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .type(found.contentType)
        .send(found.data);
    },
  });

  app.route({
    ...fromContract('GET /uploads/avatars/:name'),
    handler: async (req, reply) => {
      const found = await service.read(`avatars/${req.params.name}`);
      if (!found) throw new AppError('NOT_FOUND');
      // Keys are random and never reused: the file can be cached for good.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .type(found.contentType)
        .send(found.data);
    },
  });
};
