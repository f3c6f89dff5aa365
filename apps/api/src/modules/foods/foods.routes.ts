import { foodsResponseSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import { sendCachedJson } from '../../platform/cached-json';
import type { FoodsService } from './foods.service';

/**
 * Foods rated from genetic results: sensitive, never cached by browsers or proxies. Same access
 * rules as the results. The answer is built once per lab import and sent as it is (cached-json.ts).
 */
export const foodsRoutes: FastifyPluginAsyncZod<{ service: FoodsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/v1/Analyses/foods', { schema: { response: { 200: foodsResponseSchema } } }, async (req, reply) => {
    const user = await requireRole(req, 'Customer');
    return sendCachedJson(req, reply, await service.ownFoods(user));
  });

  app.get(
    '/v1/Analyses/patients/foods/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: foodsResponseSchema } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      return sendCachedJson(req, reply, await service.patientFoods(user, req.params.id));
    },
  );
};
