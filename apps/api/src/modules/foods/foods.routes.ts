import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireRoleWith } from '../../platform/auth/guards';
import { sendCachedJson } from '../../platform/cached-json';
import { fromContract } from '../../platform/http/contract';
import type { FoodsService } from './foods.service';

/**
 * Foods rated from genetic results: sensitive, never cached by browsers or proxies. Same access
 * rules as the results. The answer is built once per lab import and sent as it is (cached-json.ts).
 */
export const foodsRoutes: FastifyPluginAsyncZod<{ service: FoodsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...fromContract('GET /v1/Analyses/foods'),
    config: { sessionWithFirstRead: true },
    handler: async (req, reply) => {
      const { user, data } = await requireRoleWith(req, ['Customer'], service.ownSourceWithSession);
      return sendCachedJson(req, reply, await service.ownFoods(user, data));
    },
  });

  app.route({
    ...fromContract('GET /v1/Analyses/patients/foods/:id'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      return sendCachedJson(req, reply, await service.patientFoods(user, req.params.id));
    },
  });
};
