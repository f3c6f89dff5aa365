import { z } from 'zod';
import { markPayoutPaidSchema, opsPayoutSchema, payoutStatementDetailSchema, payoutStatementSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const payoutsEndpoints = defineEndpoints({
  'GET /v1/payouts': { access: ['Nutritionist'], schema: { response: { 200: z.array(payoutStatementSchema) } } },
  'GET /v1/payouts/:id': {
    access: ['Nutritionist', 'Operator'],
    schema: { params: idParams, response: { 200: payoutStatementDetailSchema } },
  },
  'GET /v1/payouts/:id/csv': {
    access: ['Nutritionist', 'Operator'],
    produces: 'text/csv',
    schema: { params: idParams, response: { 200: z.string() } },
  },
  'GET /v1/ops/payouts': {
    access: ['Operator'],
    schema: {
      querystring: z.object({ status: z.enum(['pending', 'paid']).optional() }),
      response: { 200: z.array(opsPayoutSchema) },
    },
  },
  'POST /v1/ops/payouts/:id/paid': {
    access: ['Operator'],
    schema: {
      params: idParams,
      body: markPayoutPaidSchema,
      response: { 200: payoutStatementDetailSchema },
    },
  },
});
