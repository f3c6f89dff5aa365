import { nutritionProfileInputSchema, nutritionProfileResponseSchema, nutritionProfileSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import type { NutritionService } from './nutrition.service';

/** The customer's nutrition profile (health data: only its owner reads or writes it; never cached). */
export const nutritionRoutes: FastifyPluginAsyncZod<{ service: NutritionService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/v1/account/nutrition-profile',
    { schema: { response: { 200: nutritionProfileResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.get(user);
    },
  );

  app.put(
    '/v1/account/nutrition-profile',
    { schema: { body: nutritionProfileInputSchema, response: { 200: nutritionProfileSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.save(user, req.body);
    },
  );
};
