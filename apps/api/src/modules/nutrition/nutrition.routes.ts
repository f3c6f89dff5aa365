import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import type { NutritionService } from './nutrition.service';

/** The customer's nutrition profile (health data: only its owner reads or writes it; never cached). */
export const nutritionRoutes: FastifyPluginAsyncZod<{ service: NutritionService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...fromContract('GET /v1/account/nutrition-profile'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.get(user);
    },
  });

  app.route({
    ...fromContract('PUT /v1/account/nutrition-profile'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.save(user, req.body);
    },
  });
};
