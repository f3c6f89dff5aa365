import { AppError } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import { recordsRange } from '../../platform/records-range';
import type { Kits } from './kits.service';

/** The kit purchase (paid by card through the orders module), its instalment plans, and nutritionists' commissions. */
export const kitsRoutes: FastifyPluginAsyncZod<{ kits: Kits }> = async (app, { kits }) => {
  /** The instalment plans the card's provider offers for what the buyer would pay now (1–6). */
  app.route({
    ...fromContract('GET /v1/instruments/:token/installments'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const coupon = req.query.coupon ? req.query.coupon.toUpperCase() : null;
      return kits.installments(user, req.params.token, req.query.analysisAmount, coupon);
    },
  });

  /**
   * What the buyer would pay now, before paying (decision 065): the price in dollars and what the card
   * is charged, in the currency the provider charges in, with the day's rate.
   */
  app.route({
    ...fromContract('GET /v1/analyses/quote'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const coupon = req.query.coupon ? req.query.coupon.toUpperCase() : null;
      return kits.quote(user, req.query.analysisAmount, coupon);
    },
  });

  app.route({
    ...fromContract('POST /v1/analyses'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      // Every purchase carries a key the page makes once per attempt: retries reuse it.
      const key = req.headers['idempotency-key'];
      if (!key || !/^[A-Za-z0-9-]{8,100}$/.test(key)) {
        throw new AppError('VALIDATION', 'Falta la clave de idempotencia.', { 'idempotency-key': 'Falta la clave.' });
      }
      return kits.purchase(user, req.body, key);
    },
  });

  app.route({
    ...fromContract('GET /v1/commission'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      const { from, to } = recordsRange(req.query);
      return kits.commissions(user, from, to);
    },
  });
};
