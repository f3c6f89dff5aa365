import { z } from 'zod';
import { commissionItemSchema, kitQuoteSchema, purchaseAnalysisRequestSchema, purchasedAnalysisSchema } from '../index';
import { defineEndpoints } from './define';
import { recordsRangeQuery } from './shared';

export const kitsEndpoints = defineEndpoints({
  'GET /v1/instruments/:token/installments': {
    access: ['Customer', 'Business'],
    summary: 'The instalment plans a saved card offers for what the buyer would pay now.',
    schema: {
      params: z.object({ token: z.string().max(200) }),
      querystring: z.object({
        analysisAmount: z.coerce.number().int().min(1).max(1000).default(1),
        coupon: z.string().trim().max(40).optional(),
      }),
      response: {
        200: z.array(
          z.object({
            installments: z.number().int(),
            installmentAmountCents: z.number().int(),
            totalCents: z.number().int(),
          }),
        ),
      },
    },
  },
  'GET /v1/analyses/quote': {
    access: ['Customer', 'Business'],
    summary:
      'What the buyer would pay now, before paying: the price in dollars and what the card is charged, in the currency the payment provider charges in, with the day’s exchange rate (decision 065).',
    schema: {
      querystring: z.object({
        analysisAmount: z.coerce.number().int().min(1).max(1000).default(1),
        coupon: z.string().trim().max(40).optional(),
      }),
      response: { 200: kitQuoteSchema },
    },
  },
  'POST /v1/analyses': {
    access: ['Customer', 'Business'],
    summary: 'Buy kits (or a company’s kit places) with a saved card.',
    legacy: true,
    schema: {
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: purchaseAnalysisRequestSchema.strict(),
      response: { 200: purchasedAnalysisSchema },
    },
  },
  'GET /v1/commission': {
    access: ['Nutritionist'],
    summary: 'The nutritionist’s commissions in a period.',
    legacy: true,
    schema: { querystring: recordsRangeQuery, response: { 200: z.array(commissionItemSchema) } },
  },
});
