import {
  createMealOrderSchema,
  createPreferenceSchema,
  mealOrderAccessSchema,
  mealOrderResponseSchema,
  mealPricesResponseSchema,
  mealWeekSchema,
  myMealOrdersResponseSchema,
  preferenceResponseSchema,
  repeatMealOrderResponseSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireUser } from '../../platform/auth/guards';
import { sendCachedJson } from '../../platform/cached-json';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { MealsService } from './meals.service';

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'Falta el encabezado Idempotency-Key.' })
    .min(8, 'Idempotency-Key no es válido.')
    .max(100, 'Idempotency-Key no es válido.'),
});

/**
 * An order's status for its keyed link (the return page): the shared shape, plus why it was closed
 * with its payment given back (`late`: the payment arrived after a day's ordering deadline).
 */
export const mealOrderStatusSchema = mealOrderResponseSchema.extend({
  refund: z.object({ reason: z.enum(['late']), paymentId: z.string(), closedDays: z.array(z.string()) }).nullable(),
});

/**
 * Weekly meals: the public menu and prices, orders (signed in or not) and their payment preference.
 * (The coupon check and the provider's notifications are the orders module's.)
 */
export const mealsRoutes: FastifyPluginAsyncZod<{
  service: MealsService;
  db: Database;
}> = async (app, { service, db }) => {
  app.get('/v1/meal/MealsByWeek', { schema: { response: { 200: z.array(mealWeekSchema) } } }, async (req, reply) => {
    const viewer = await req.getOptionalUser();
    return sendCachedJson(req, reply, await service.weeksAnswer(viewer));
  });

  /** Mis pedidos (issue 22, item 17): the signed-in account's own orders. */
  app.get('/v1/meal/my-orders', { schema: { response: { 200: myMealOrdersResponseSchema } } }, async (req, reply) => {
    const user = await requireUser(req);
    reply.header('cache-control', 'no-store');
    return service.myOrders(user);
  });

  /** 'Repetir pedido': one of the account's orders, as a cart for the next open week (nothing is created). */
  app.get(
    '/v1/meal/my-orders/:id/repeat',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: repeatMealOrderResponseSchema } } },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'no-store');
      return service.repeatOrder(user, req.params.id);
    },
  );

  app.get('/v1/meal/prices', { schema: { response: { 200: mealPricesResponseSchema } } }, async () => service.prices());

  app.post(
    '/v1/order/orders',
    { schema: { headers: idempotencyHeader, body: createMealOrderSchema, response: { 200: mealOrderResponseSchema } } },
    async (req) => {
      const user = await req.getOptionalUser();
      await enforceRateLimit(db, `meal-order:${req.ip}`, 30, 3600);
      return service.createOrder(user, req.headers['idempotency-key'], req.body);
    },
  );

  app.get(
    '/v1/order/orders/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        querystring: mealOrderAccessSchema,
        response: { 200: mealOrderStatusSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getOrder(req.params.id, req.query.accessKey);
    },
  );

  app.delete(
    '/v1/order/orders/:id',
    {
      schema: { params: z.object({ id: z.uuid() }), querystring: mealOrderAccessSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await service.cancelOrder(req.params.id, req.query.accessKey);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/payment/create_preference',
    { schema: { body: createPreferenceSchema, response: { 200: preferenceResponseSchema } } },
    async (req) => service.preference(req.body.orderId, req.body.accessKey),
  );
};
