import {
  consentsResponseSchema,
  DELETE_ACCOUNT_LINK_HOURS,
  dataExportSchema,
  deletionConfirmSchema,
  deletionDoneResponseSchema,
  deletionRequestedResponseSchema,
  deletionRequestSchema,
  exportFileName,
  privacyTexts,
  updateConsentRequestSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { requireFreshSecondFactor } from '../../platform/auth/step-up';
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

  app.get('/v1/account/consents', { schema: { response: { 200: consentsResponseSchema } } }, async (req) => {
    const user = await requireUser(req);
    return service.consents(user);
  });

  app.put(
    '/v1/account/consents',
    { schema: { body: updateConsentRequestSchema, response: { 200: consentsResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.updateConsent(user, req.body.kind, req.body.granted);
    },
  );

  // ---------------------------------------------------------------- export (needs a fresh second factor)

  app.get('/v1/account/export', { schema: { response: { 200: dataExportSchema } } }, async (req, reply) => {
    const user = await requireUser(req);
    await requireFreshSecondFactor(req, user);
    const data = await service.exportData(user);
    reply.header('content-disposition', `attachment; filename="${exportFileName()}"`);
    return data;
  });

  // ---------------------------------------------------------------- deletion

  app.post(
    '/v1/account/deletion',
    { schema: { body: deletionRequestSchema, response: { 202: deletionRequestedResponseSchema } } },
    async (req, reply) => {
      const user = await requireUser(req);
      await service.requestDeletion(user, req.body.password);
      return reply
        .status(202)
        .send({ message: privacyTexts.deletionRequested, expiresInHours: DELETE_ACCOUNT_LINK_HOURS });
    },
  );

  /** Public: the e-mailed link is the key (like the password-reset link). */
  app.post(
    '/v1/account/deletion/confirm',
    { schema: { body: deletionConfirmSchema, response: { 200: deletionDoneResponseSchema } } },
    async (req) => {
      await service.confirmDeletion(req.body.data, req.ip);
      return { message: privacyTexts.deletionDone };
    },
  );
};
