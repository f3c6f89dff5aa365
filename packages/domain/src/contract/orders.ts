import { z } from 'zod';
import {
  addInstrumentRequestSchema,
  couponCheckRequestSchema,
  couponCheckResponseSchema,
  couponValidateResponseSchema,
  couponValidateSchema,
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

const tokenBody = z.object({ session: z.string().max(100), token: z.string().min(8).max(200) });

export const ordersEndpoints = defineEndpoints({
  'POST /v1/payment/webhook': {
    access: 'public',
    schema: {
      response: {
        200: z.object({ received: z.boolean() }),
        401: z.object({ error: z.string(), message: z.string() }),
      },
    },
  },
  'POST /v1/coupon/checkCoupon': {
    access: ['Customer', 'Business'],
    legacy: true,
    schema: { body: couponCheckRequestSchema, response: { 200: couponCheckResponseSchema } },
  },
  'POST /v1/coupon/validate': {
    access: 'public',
    legacy: true,
    schema: { body: couponValidateSchema, response: { 200: couponValidateResponseSchema } },
  },
  'GET /v1/instruments': {
    access: ['Customer', 'Business'],
    legacy: true,
    schema: { response: { 200: z.array(paymentInstrumentSchema) } },
  },
  'POST /v1/instruments': {
    access: ['Customer', 'Business'],
    produces: 'text/plain',
    legacy: true,
    schema: { body: addInstrumentRequestSchema, response: { 200: z.string() } },
  },
  'POST /v1/instruments/:token/authorize': {
    access: ['Customer', 'Business'],
    produces: 'text/plain',
    schema: {
      params: z.object({ token: z.string().max(200) }),
      body: addInstrumentRequestSchema,
      response: { 200: z.string(), 204: z.null() },
    },
  },
  'DELETE /v1/instruments/:token': {
    access: ['Customer', 'Business'],
    schema: { params: z.object({ token: z.string().max(200) }), response: { 204: z.null() } },
  },
  'GET /v1/purchases': { access: ['Customer', 'Business'], schema: { response: { 200: purchasesResponseSchema } } },
  'POST /v1/purchases/:kind/:id/refund-request': {
    access: ['Customer', 'Business'],
    schema: {
      params: z.object({ kind: z.enum(purchaseKinds), id: z.uuid() }),
      body: refundRequestBodySchema,
      response: { 201: z.object({ request: refundRequestSchema }) },
    },
  },
  'GET /v1/ops/purchases': {
    access: ['Operator'],
    schema: {
      querystring: z.object({ q: z.string().max(120).default('') }),
      response: { 200: opsPurchasesResponseSchema },
    },
  },
  'GET /v1/ops/refund-requests': {
    access: ['Operator'],
    schema: { response: { 200: opsRefundRequestsResponseSchema } },
  },
  'POST /v1/ops/refund-requests/:id/approve': {
    access: ['Operator'],
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'POST /v1/ops/refund-requests/:id/refuse': {
    access: ['Operator'],
    schema: { params: idParams, body: refundRefusalBodySchema, response: { 204: z.null() } },
  },
  'POST /v1/ops/orders/:id/refund': {
    access: ['Operator'],
    schema: {
      params: idParams,
      // Without a body (or without amountCents) all that is left is refunded.
      body: z.object({ amountCents: z.number().int().positive().max(100_000_000).optional() }).nullish(),
      response: { 204: z.null() },
    },
  },
  'GET /v1/ops/ledger': {
    access: ['Operator'],
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
            currency: z.string(),
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
    produces: 'text/html',
    schema: { querystring: z.object({ session: z.string().max(100).default('') }) },
  },
  'POST /pay/card': { access: 'public', schema: { body: tokenBody, response: answer } },
  'POST /pay/card/security': { access: 'public', schema: { body: tokenBody, response: answer } },
});
