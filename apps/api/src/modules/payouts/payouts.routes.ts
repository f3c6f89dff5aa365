import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import type { PayoutsService } from './payouts.service';

/** Nutritionists' monthly payout statements, and their payment by operations. Never cached. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ service: PayoutsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...fromContract('GET /v1/payouts'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.list(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/payouts/:id'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      return service.detail(user, req.params.id);
    },
  });

  app.route({
    ...fromContract('GET /v1/payouts/:id/csv'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      const { fileName, body } = await service.csv(user, req.params.id);
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
      return body;
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/payouts'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.opsList(req.query.status);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/payouts/:id/paid'),
    handler: async (req) => {
      const user = await requireRole(req, 'Operator');
      return service.markPaid(user, req.params.id, req.body.reference);
    },
  });
};
