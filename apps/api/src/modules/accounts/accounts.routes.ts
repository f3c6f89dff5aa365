import { accountSchema, authenticateRequestSchema, authenticateResponseSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import type { AccountsService } from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  app.post(
    '/v1/account/authenticate',
    {
      schema: { body: authenticateRequestSchema, response: { 200: authenticateResponseSchema } },
    },
    async (req) => service.authenticate(req.body.email, req.body.password),
  );

  app.post('/v1/account/logout', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
    const user = await requireUser(req);
    await service.logout(user);
    return reply.status(204).send(null);
  });

  app.get('/v1/account', { schema: { response: { 200: accountSchema } } }, async (req) => {
    const user = await requireUser(req);
    return service.getAccount(user.id);
  });
};
