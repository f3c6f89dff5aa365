import {
  markPayoutPaidSchema,
  opsPayoutSchema,
  payoutStatementDetailSchema,
  payoutStatementSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import type { PayoutsService } from './payouts.service';

/** Nutritionists' monthly payout statements, and their payment by operations. Never cached. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ service: PayoutsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/v1/payouts', { schema: { response: { 200: z.array(payoutStatementSchema) } } }, async (req) => {
    const user = await requireRole(req, 'Nutritionist');
    return service.list(user);
  });

  app.get(
    '/v1/payouts/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: payoutStatementDetailSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      return service.detail(user, req.params.id);
    },
  );

  app.get(
    '/v1/payouts/:id/csv',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: z.string() } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      const { fileName, body } = await service.csv(user, req.params.id);
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
      return body;
    },
  );

  app.get(
    '/v1/ops/payouts',
    {
      schema: {
        querystring: z.object({ status: z.enum(['pending', 'paid']).optional() }),
        response: { 200: z.array(opsPayoutSchema) },
      },
    },
    async (req) => {
      await requireRole(req, 'Operator');
      return service.opsList(req.query.status);
    },
  );

  app.post(
    '/v1/ops/payouts/:id/paid',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: markPayoutPaidSchema,
        response: { 200: payoutStatementDetailSchema },
      },
    },
    async (req) => {
      const user = await requireRole(req, 'Operator');
      return service.markPaid(user, req.params.id, req.body.reference);
    },
  );
};
