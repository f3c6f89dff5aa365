import { z } from 'zod';
import {
  createMealOrderSchema,
  createMealWeekSchema,
  createPreferenceSchema,
  isoDateInWindow,
  kitchenSheetSchema,
  mealOrderAccessSchema,
  mealOrderResponseSchema,
  mealPriceRowSchema,
  mealPricesResponseSchema,
  mealPricesUpdateSchema,
  mealWeekSchema,
  myMealOrdersResponseSchema,
  opsMealInputSchema,
  opsMealSchema,
  opsMealWeekSchema,
  preferenceResponseSchema,
  repeatMealOrderResponseSchema,
} from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

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
const mealOrderStatusSchema = mealOrderResponseSchema.extend({
  refund: z.object({ reason: z.enum(['late']), paymentId: z.string(), closedDays: z.array(z.string()) }).nullable(),
});

export const mealsEndpoints = defineEndpoints({
  'GET /v1/meal/MealsByWeek': {
    access: 'public',
    legacy: true,
    schema: { response: { 200: z.array(mealWeekSchema) } },
  },
  'GET /v1/meal/my-orders': { access: 'signed-in', schema: { response: { 200: myMealOrdersResponseSchema } } },
  'GET /v1/meal/my-orders/:id/repeat': {
    access: 'signed-in',
    schema: { params: idParams, response: { 200: repeatMealOrderResponseSchema } },
  },
  'GET /v1/meal/prices': { access: 'public', legacy: true, schema: { response: { 200: mealPricesResponseSchema } } },
  'POST /v1/order/orders': {
    access: 'public',
    legacy: true,
    schema: { headers: idempotencyHeader, body: createMealOrderSchema, response: { 200: mealOrderResponseSchema } },
  },
  'GET /v1/order/orders/:id': {
    access: 'public',
    schema: {
      params: idParams,
      querystring: mealOrderAccessSchema,
      response: { 200: mealOrderStatusSchema },
    },
  },
  'DELETE /v1/order/orders/:id': {
    access: 'public',
    schema: { params: idParams, querystring: mealOrderAccessSchema, response: { 204: z.null() } },
  },
  'POST /v1/payment/create_preference': {
    access: 'public',
    legacy: true,
    schema: { body: createPreferenceSchema, response: { 200: preferenceResponseSchema } },
  },
  'GET /v1/ops/meals/weeks': {
    access: ['Operator'],
    schema: {
      querystring: z.object({ from: isoDateInWindow().optional() }),
      response: { 200: z.array(opsMealWeekSchema) },
    },
  },
  'POST /v1/ops/meals/weeks': {
    access: ['Operator'],
    schema: { body: createMealWeekSchema, response: { 201: opsMealWeekSchema } },
  },
  'DELETE /v1/ops/meals/weeks/:id': { access: ['Operator'], schema: { params: idParams, response: { 204: z.null() } } },
  'POST /v1/ops/meals': {
    access: ['Operator'],
    schema: { body: opsMealInputSchema, response: { 201: opsMealSchema } },
  },
  'PUT /v1/ops/meals/:id': {
    access: ['Operator'],
    schema: { params: idParams, body: opsMealInputSchema, response: { 200: opsMealSchema } },
  },
  'DELETE /v1/ops/meals/:id': {
    access: ['Operator'],
    schema: { params: idParams, response: { 200: z.object({ result: z.enum(['deleted', 'deactivated']) }) } },
  },
  'GET /v1/ops/meals/prices': { access: ['Operator'], schema: { response: { 200: z.array(mealPriceRowSchema) } } },
  'PUT /v1/ops/meals/prices': {
    access: ['Operator'],
    schema: { body: mealPricesUpdateSchema, response: { 200: z.array(mealPriceRowSchema) } },
  },
  'GET /v1/ops/meals/kitchen-sheet': {
    access: ['Operator'],
    schema: { querystring: z.object({ date: isoDateInWindow() }), response: { 200: kitchenSheetSchema } },
  },
});
