import {
  AppError,
  commissionItemSchema,
  kitQuoteSchema,
  purchaseAnalysisRequestSchema,
  purchasedAnalysisSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import { recordsRange, recordsRangeQuery } from '../../platform/records-range';
import type { Kits } from './kits.service';

/** The kit purchase (paid by card through the orders module), its instalment plans, and nutritionists' commissions. */
export const kitsRoutes: FastifyPluginAsyncZod<{ kits: Kits }> = async (app, { kits }) => {
  /** The instalment plans the card's provider offers for what the buyer would pay now (1–6). */
  app.get(
    '/v1/instruments/:token/installments',
    {
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
    async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const coupon = req.query.coupon ? req.query.coupon.toUpperCase() : null;
      return kits.installments(user, req.params.token, req.query.analysisAmount, coupon);
    },
  );

  /**
   * What the buyer would pay now, before paying (beyond the spec, decision 065): the price in dollars
   * and what the card is charged, in the currency the provider charges in, with the day's rate.
   */
  app.get(
    '/v1/analyses/quote',
    {
      schema: {
        querystring: z.object({
          analysisAmount: z.coerce.number().int().min(1).max(1000).default(1),
          coupon: z.string().trim().max(40).optional(),
        }),
        response: { 200: kitQuoteSchema },
      },
    },
    async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const coupon = req.query.coupon ? req.query.coupon.toUpperCase() : null;
      return kits.quote(user, req.query.analysisAmount, coupon);
    },
  );

  app.post(
    '/v1/analyses',
    {
      schema: {
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: purchaseAnalysisRequestSchema.strict(),
        response: { 200: purchasedAnalysisSchema },
      },
    },
    async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      // Every purchase carries a key the page makes once per attempt: retries reuse it.
      const key = req.headers['idempotency-key'];
      if (!key || !/^[A-Za-z0-9-]{8,100}$/.test(key)) {
        throw new AppError('VALIDATION', 'Falta la clave de idempotencia.', { 'idempotency-key': 'Falta la clave.' });
      }
      return kits.purchase(user, req.body, key);
    },
  );

  app.get(
    '/v1/commission',
    { schema: { querystring: recordsRangeQuery, response: { 200: z.array(commissionItemSchema) } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      const { from, to } = recordsRange(req.query);
      return kits.commissions(user, from, to);
    },
  );
};
