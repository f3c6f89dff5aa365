import { z } from 'zod';
import { markPayoutPaidSchema, opsPayoutSchema, payoutStatementDetailSchema, payoutStatementSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const payoutsEndpoints = defineEndpoints({
  'GET /v1/payouts': {
    access: ['Nutritionist'],
    summary: 'The nutritionist’s monthly payout statements.',
    schema: { response: { 200: z.array(payoutStatementSchema) } },
  },
  'GET /v1/payouts/:id': {
    access: ['Nutritionist', 'Operator'],
    summary: 'One payout statement with its commissions.',
    schema: { params: idParams, response: { 200: payoutStatementDetailSchema } },
  },
  'GET /v1/payouts/:id/csv': {
    access: ['Nutritionist', 'Operator'],
    summary: 'One payout statement as CSV.',
    produces: 'text/csv',
    schema: { params: idParams, response: { 200: z.string() } },
  },
  'GET /v1/ops/payouts': {
    access: ['Operator'],
    summary: 'Every payout statement, pending or paid (operators).',
    schema: {
      querystring: z.object({ status: z.enum(['pending', 'paid']).optional() }),
      response: { 200: z.array(opsPayoutSchema) },
    },
  },
  'POST /v1/ops/payouts/:id/paid': {
    access: ['Operator'],
    summary: 'Mark a payout statement paid (operators).',
    schema: {
      params: idParams,
      body: markPayoutPaidSchema,
      response: { 200: payoutStatementDetailSchema },
    },
  },
});
