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
    summary: 'The weekly meals on the menu, by week.',
    legacy: true,
    schema: { response: { 200: z.array(mealWeekSchema) } },
  },
  'GET /v1/meal/my-orders': {
    access: 'signed-in',
    summary: 'The account’s meal orders.',
    schema: { response: { 200: myMealOrdersResponseSchema } },
  },
  'GET /v1/meal/my-orders/:id/repeat': {
    access: 'signed-in',
    summary: 'One of the account’s meal orders as a cart for the next open week.',
    schema: { params: idParams, response: { 200: repeatMealOrderResponseSchema } },
  },
  'GET /v1/meal/prices': {
    access: 'public',
    summary: 'The price list of the weekly meals.',
    legacy: true,
    schema: { response: { 200: mealPricesResponseSchema } },
  },
  'POST /v1/order/orders': {
    access: 'public',
    summary: 'Order weekly meals (signed in or as a guest); the server prices it.',
    legacy: true,
    schema: { headers: idempotencyHeader, body: createMealOrderSchema, response: { 200: mealOrderResponseSchema } },
  },
  'GET /v1/order/orders/:id': {
    access: 'public',
    summary: 'A meal order and its payment state (its key, or its owner).',
    schema: {
      params: idParams,
      querystring: mealOrderAccessSchema,
      response: { 200: mealOrderStatusSchema },
    },
  },
  'DELETE /v1/order/orders/:id': {
    access: 'public',
    summary: 'Cancel an unpaid meal order.',
    schema: { params: idParams, querystring: mealOrderAccessSchema, response: { 204: z.null() } },
  },
  'POST /v1/payment/create_preference': {
    access: 'public',
    summary: 'The payment preference of a meal order (redirect checkout).',
    legacy: true,
    schema: { body: createPreferenceSchema, response: { 200: preferenceResponseSchema } },
  },
  'GET /v1/ops/meals/weeks': {
    access: ['Operator'],
    summary: 'The menu’s weeks with their meals and orders (operators).',
    schema: {
      querystring: z.object({ from: isoDateInWindow().optional() }),
      response: { 200: z.array(opsMealWeekSchema) },
    },
  },
  'POST /v1/ops/meals/weeks': {
    access: ['Operator'],
    summary: 'Add a menu week (operators).',
    schema: { body: createMealWeekSchema, response: { 201: opsMealWeekSchema } },
  },
  'DELETE /v1/ops/meals/weeks/:id': {
    access: ['Operator'],
    summary: 'Delete a menu week without orders (operators).',
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'POST /v1/ops/meals': {
    access: ['Operator'],
    summary: 'Add a meal to a week (operators).',
    schema: { body: opsMealInputSchema, response: { 201: opsMealSchema } },
  },
  'PUT /v1/ops/meals/:id': {
    access: ['Operator'],
    summary: 'Edit a meal (operators).',
    schema: { params: idParams, body: opsMealInputSchema, response: { 200: opsMealSchema } },
  },
  'DELETE /v1/ops/meals/:id': {
    access: ['Operator'],
    summary: 'Delete a meal nobody ordered, or take an ordered one off the menu (operators).',
    schema: { params: idParams, response: { 200: z.object({ result: z.enum(['deleted', 'deactivated']) }) } },
  },
  'GET /v1/ops/meals/prices': {
    access: ['Operator'],
    summary: 'The meal price list (operators).',
    schema: { response: { 200: z.array(mealPriceRowSchema) } },
  },
  'PUT /v1/ops/meals/prices': {
    access: ['Operator'],
    summary: 'Change the meal price list (operators).',
    schema: { body: mealPricesUpdateSchema, response: { 200: z.array(mealPriceRowSchema) } },
  },
  'GET /v1/ops/meals/kitchen-sheet': {
    access: ['Operator'],
    summary: 'A day’s kitchen sheet: what to cook and for whom (operators).',
    schema: { querystring: z.object({ date: isoDateInWindow() }), response: { 200: kitchenSheetSchema } },
  },
});
