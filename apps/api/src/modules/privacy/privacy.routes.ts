import { DELETE_ACCOUNT_LINK_HOURS, exportFileName, privacyTexts } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { requireFreshSecondFactor } from '../../platform/auth/step-up';
import { fromContract } from '../../platform/http/contract';
import type { PrivacyService } from './privacy.service';

/**
 * Data rights (Ley 18.331, docs/privacy.md): consents, "Descargar mis datos" and "Eliminar mi cuenta".
 * Every answer here is personal data: never cached.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // ---------------------------------------------------------------- consents

  app.route({
    ...fromContract('GET /v1/account/consents'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.consents(user);
    },
  });

  app.route({
    ...fromContract('PUT /v1/account/consents'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.updateConsent(user, req.body.kind, req.body.granted);
    },
  });

  // ---------------------------------------------------------------- export (needs a fresh second factor)

  app.route({
    ...fromContract('GET /v1/account/export'),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      await requireFreshSecondFactor(req, user);
      const data = await service.exportData(user);
      reply.header('content-disposition', `attachment; filename="${exportFileName()}"`);
      return data;
    },
  });

  // ---------------------------------------------------------------- deletion

  app.route({
    ...fromContract('POST /v1/account/deletion'),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      await service.requestDeletion(user, req.body.password);
      return reply
        .status(202)
        .send({ message: privacyTexts.deletionRequested, expiresInHours: DELETE_ACCOUNT_LINK_HOURS });
    },
  });

  /** Public: the e-mailed link is the key (like the password-reset link). */
  app.route({
    ...fromContract('POST /v1/account/deletion/confirm'),
    handler: async (req) => {
      await service.confirmDeletion(req.body.data, req.ip);
      return { message: privacyTexts.deletionDone };
    },
  });
};
