import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireUser } from '../../platform/auth/guards';
import { sendCachedJson } from '../../platform/cached-json';
import { fromContract } from '../../platform/http/contract';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { MealsService } from './meals.service';

/**
 * Weekly meals: the public menu and prices, orders (signed in or not) and their payment preference.
 * (The coupon check and the provider's notifications are the orders module's.)
 */
export const mealsRoutes: FastifyPluginAsyncZod<{
  service: MealsService;
  db: Database;
}> = async (app, { service, db }) => {
  app.route({
    ...fromContract('GET /v1/meal/MealsByWeek'),
    config: { sessionWithFirstRead: true },
    handler: async (req, reply) => {
      const signedIn = await req.getOptionalUserWith(service.ownSourceWithSession);
      return sendCachedJson(req, reply, await service.weeksAnswer(signedIn));
    },
  });

  /** Mis pedidos (issue 22, item 17): the signed-in account's own orders. */
  app.route({
    ...fromContract('GET /v1/meal/my-orders'),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'no-store');
      return service.myOrders(user);
    },
  });

  /** 'Repetir pedido': one of the account's orders, as a cart for the next open week (nothing is created). */
  app.route({
    ...fromContract('GET /v1/meal/my-orders/:id/repeat'),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'no-store');
      return service.repeatOrder(user, req.params.id);
    },
  });

  app.route({ ...fromContract('GET /v1/meal/prices'), handler: async () => service.prices() });

  app.route({
    ...fromContract('POST /v1/order/orders'),
    handler: async (req) => {
      const user = await req.getOptionalUser();
      await enforceRateLimit(db, `meal-order:${req.ip}`, 30, 3600);
      return service.createOrder(user, req.headers['idempotency-key'], req.body);
    },
  });

  app.route({
    ...fromContract('GET /v1/order/orders/:id'),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getOrder(req.params.id, req.query.accessKey);
    },
  });

  app.route({
    ...fromContract('DELETE /v1/order/orders/:id'),
    handler: async (req, reply) => {
      await service.cancelOrder(req.params.id, req.query.accessKey);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract('POST /v1/payment/create_preference'),
    handler: async (req) => service.preference(req.body.orderId, req.body.accessKey),
  });
};
