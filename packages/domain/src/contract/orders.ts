import { z } from 'zod';
import {
  addInstrumentRequestSchema,
  couponCheckRequestSchema,
  couponCheckResponseSchema,
  couponValidateResponseSchema,
  couponValidateSchema,
  currencies,
  opsPurchasesResponseSchema,
  opsRefundRequestsResponseSchema,
  paymentInstrumentSchema,
  purchaseKinds,
  purchasesResponseSchema,
  refundRefusalBodySchema,
  refundRequestBodySchema,
  refundRequestSchema,
} from '../index';
import { defineEndpoints } from './define';
import { idParams, recordsRangeQuery } from './shared';

const answer = { 201: z.object({ instrument: paymentInstrumentSchema }) };

const tokenBody = z.object({
  session: z.string().max(100),
  token: z.string().min(8).max(200),
  /** MercadoPago's device id (security.js' MP_DEVICE_SESSION_ID), when the frame had one: sent with the charge. */
  deviceId: z
    .string()
    .max(200)
    .regex(/^[\w.:-]+$/)
    .optional(),
});

export const ordersEndpoints = defineEndpoints({
  'POST /v1/payment/webhook': {
    access: 'public',
    summary:
      'The payment provider’s signed notifications (MercadoPago webhooks, or the sandbox): payments and chargebacks are read back and applied; other signed topics are acknowledged (decision 067).',
    schema: {
      response: {
        200: z.object({ received: z.boolean() }),
        401: z.object({ error: z.string(), message: z.string() }),
      },
    },
  },
  'POST /v1/coupon/checkCoupon': {
    access: ['Customer', 'Business'],
    summary: 'Check a coupon for a kit purchase.',
    legacy: true,
    schema: { body: couponCheckRequestSchema, response: { 200: couponCheckResponseSchema } },
  },
  'POST /v1/coupon/validate': {
    access: 'public',
    summary: 'Check a coupon for a meal order.',
    legacy: true,
    schema: { body: couponValidateSchema, response: { 200: couponValidateResponseSchema } },
  },
  'GET /v1/instruments': {
    access: ['Customer', 'Business'],
    summary: 'The account’s saved cards.',
    legacy: true,
    schema: { response: { 200: z.array(paymentInstrumentSchema) } },
  },
  'POST /v1/instruments': {
    access: ['Customer', 'Business'],
    summary: 'Open a card page session to save a card; answers the page’s URL.',
    produces: 'text/plain',
    legacy: true,
    schema: { body: addInstrumentRequestSchema, response: { 200: z.string() } },
  },
  'POST /v1/instruments/:token/authorize': {
    access: ['Customer', 'Business'],
    summary: 'Before paying with a saved card: the URL of the page asking its security code, or 204.',
    produces: 'text/plain',
    schema: {
      params: z.object({ token: z.string().max(200) }),
      body: addInstrumentRequestSchema,
      response: { 200: z.string(), 204: z.null() },
    },
  },
  'DELETE /v1/instruments/:token': {
    access: ['Customer', 'Business'],
    summary: 'Delete a saved card.',
    schema: { params: z.object({ token: z.string().max(200) }), response: { 204: z.null() } },
  },
  'GET /v1/purchases': {
    access: ['Customer', 'Business'],
    summary: '“Mis compras”: the account’s purchases, receipts and refunds.',
    schema: { response: { 200: purchasesResponseSchema } },
  },
  'POST /v1/purchases/:kind/:id/refund-request': {
    access: ['Customer', 'Business'],
    summary: 'Ask for a refund of a purchase under the terms.',
    schema: {
      params: z.object({ kind: z.enum(purchaseKinds), id: z.uuid() }),
      body: refundRequestBodySchema,
      response: { 201: z.object({ request: refundRequestSchema }) },
    },
  },
  'GET /v1/ops/purchases': {
    access: ['Operator'],
    summary: 'Search every purchase (operators).',
    schema: {
      querystring: z.object({ q: z.string().max(120).default('') }),
      response: { 200: opsPurchasesResponseSchema },
    },
  },
  'GET /v1/ops/refund-requests': {
    access: ['Operator'],
    summary: 'The refund requests waiting for a decision (operators).',
    schema: { response: { 200: opsRefundRequestsResponseSchema } },
  },
  'POST /v1/ops/refund-requests/:id/approve': {
    access: ['Operator'],
    summary: 'Approve a refund request: refunds and issues the credit note (operators).',
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'POST /v1/ops/refund-requests/:id/refuse': {
    access: ['Operator'],
    summary: 'Refuse a refund request, with the reason e-mailed to the buyer (operators).',
    schema: { params: idParams, body: refundRefusalBodySchema, response: { 204: z.null() } },
  },
  'POST /v1/ops/orders/:id/refund': {
    access: ['Operator'],
    summary:
      'Refund an order, all that is left or an amount (operators): 204 when the provider gave it back, 202 when it left it in process (booked when it completes: decision 068).',
    schema: {
      params: idParams,
      // Without a body (or without amountCents) all that is left is refunded.
      body: z.object({ amountCents: z.number().int().positive().max(100_000_000).optional() }).nullish(),
      response: {
        204: z.null(),
        // The provider accepted the refund but has not given the money back yet: booked when it does.
        202: z.object({ status: z.literal('in_process'), message: z.string() }),
      },
    },
  },
  'GET /v1/ops/ledger': {
    access: ['Operator'],
    summary: 'The money ledger between two dates (operators).',
    schema: {
      querystring: recordsRangeQuery,
      response: {
        200: z.array(
          z.object({
            id: z.string(),
            kind: z.string(),
            orderId: z.string().nullable(),
            accountId: z.string().nullable(),
            amountCents: z.number().int(),
            currency: z.enum(currencies),
            reference: z.string().nullable(),
            note: z.string().nullable(),
            createdAt: z.string(),
          }),
        ),
      },
    },
  },
  'GET /pay/card': {
    access: 'public',
    summary:
      'The card frame page (MercadoPago’s Card Payment Brick, secure fields and security.js; a 3-D Secure challenge) with its own CSP (decision 069).',
    produces: 'text/html',
    schema: { querystring: z.object({ session: z.string().max(100).default('') }) },
  },
  'POST /pay/card': {
    access: 'public',
    summary: 'Save the card tokenized by the card frame.',
    schema: { body: tokenBody, response: answer },
  },
  'POST /pay/card/security': {
    access: 'public',
    summary: 'A saved card’s security code, tokenized by the secure field, for the purchase that follows.',
    schema: { body: tokenBody, response: answer },
  },
});
