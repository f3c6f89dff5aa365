import { AppError, mealsTexts } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import { enforceRateLimit } from '../../platform/rate-limit';
import { recordsRange } from '../../platform/records-range';
import { notForThisCategory } from './coupons';
import type { Orders } from './orders.service';
import { opsRefundRequests, purchasesOf, searchPurchases } from './purchases';
import { refundTexts } from './refunds';

/**
 * The orders' HTTP side: the provider's one webhook, coupons (every kind, one rule), saved cards,
 * 'Mis compras' with refunds under the terms, and operations' ledger, refunds and order search.
 * (Each product's own routes make its orders: POST /v1/analyses, /v1/order/orders, consultations.)
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: Orders;
  db: Database;
  config: Config;
  /** A receipt is still being issued: issue it now rather than at the job's next tick. */
  receiptsPending: () => void;
}> = async (app, { orders, db, config, receiptsPending }) => {
  const { instruments, refundRequests } = orders;

  // ---------------------------------------------------------------- the provider's notifications

  /** The provider's notifications (MercadoPago webhooks; the sandbox signs its own the same way): every kind of order. */
  app.route({
    ...fromContract('POST /v1/payment/webhook'),
    handler: async (req, reply) => {
      const outcome = await orders.onNotification({
        headers: req.headers,
        query: req.query as Record<string, unknown>,
        body: req.body,
      });
      if (outcome === 'refused') {
        return reply.status(401).send({ error: 'UNAUTHENTICATED', message: 'Notificación sin firma válida.' });
      }
      return { received: true };
    },
  });

  // ---------------------------------------------------------------- coupons: one rule

  app.route({
    ...fromContract('POST /v1/coupon/checkCoupon'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      return orders.quoteCoupon(user, req.body.code, req.body.category, req.body.quantity);
    },
  });

  /** The meals page's coupon check (doc 2 §7): anyone; a signed-in buyer's own uses count. */
  app.route({
    ...fromContract('POST /v1/coupon/validate'),
    handler: async (req) => {
      await enforceRateLimit(db, `coupon-validate:${req.ip}`, 30, 600);
      if (req.body.category !== 'meals') {
        throw new AppError('VALIDATION', 'Este cupón se valida en la compra del kit o de la consulta.');
      }
      const viewer = await req.getOptionalUser();
      const buyer = viewer ? await orders.buyerOf(viewer.id) : undefined;
      const { coupon, problem } = await orders.checkCoupon(req.body.code, {
        category: 'meals',
        currency: 'UYU',
        buyer: { accountId: viewer?.id ?? null, email: buyer?.email ?? null },
      });
      if (problem || !coupon) {
        const message =
          problem && notForThisCategory(problem) ? mealsTexts.couponOtherCategory : mealsTexts.couponNotFound;
        throw new AppError('VALIDATION', message, { couponCode: message });
      }
      return {
        discount: coupon.kind === 'percent' ? coupon.value : coupon.value / 100,
        type: coupon.kind,
        message: mealsTexts.couponValid,
      };
    },
  });

  // ---------------------------------------------------------------- saved cards (card flow)

  /**
   * The frame talks only to this app's configured public origin. Only in development (Vite's dev
   * server on another port) the calling page's own origin is allowed too: elsewhere any site could
   * send its own Origin and frame the genuine card form (issue 36, N5).
   */
  function allowedOrigin(redirectOrigin: string, requestOrigin: string | string[] | undefined): string {
    const origin = new URL(redirectOrigin).origin;
    const publicUrl = new URL(config.publicUrl);
    const allowed = new Set([publicUrl.origin]);
    // The embedded default (http://localhost:3000) is also reached as 127.0.0.1 or [::1] on the
    // same port: only this machine's own pages can have those origins.
    if (LOOPBACK_HOSTS.has(publicUrl.hostname)) {
      for (const host of LOOPBACK_HOSTS)
        allowed.add(`${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`);
    }
    if (config.nodeEnv === 'development' && typeof requestOrigin === 'string') allowed.add(requestOrigin);
    if (!allowed.has(origin)) {
      throw new AppError('VALIDATION', 'El origen no está permitido.', {
        redirectOrigin: 'El origen no está permitido.',
      });
    }
    return origin;
  }

  app.route({
    ...fromContract('GET /v1/instruments'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      return instruments.listInstruments(user);
    },
  });

  /** Opens a card page session; answers the URL to show in the 700x700 frame. */
  app.route({
    ...fromContract('POST /v1/instruments'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const origin = allowedOrigin(req.body.redirectOrigin, req.headers.origin);
      return reply.type('text/plain; charset=utf-8').send(await instruments.openCardSession(user, origin));
    },
  });

  /**
   * Before paying with a saved card: the URL of the frame where its security code is typed again
   * (providers that never keep it, e.g. MercadoPago), or 204 when the provider needs nothing.
   */
  app.route({
    ...fromContract('POST /v1/instruments/:token/authorize'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const origin = allowedOrigin(req.body.redirectOrigin, req.headers.origin);
      const url = await instruments.authorizeInstrument(user, req.params.token, origin);
      if (url === null) return reply.status(204).send(null);
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  });

  app.route({
    ...fromContract('DELETE /v1/instruments/:token'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      await instruments.removeInstrument(user, req.params.token);
      return reply.status(204).send(null);
    },
  });

  // ---------------------------------------------------------------- 'Mis compras' and refunds under the terms

  app.route({
    ...fromContract('GET /v1/purchases'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const purchases = await purchasesOf(db, refundRequests, user.id);
      if (purchases.some((p) => p.invoices.some((i) => i.status === 'pending'))) receiptsPending();
      return { purchases };
    },
  });

  app.route({
    ...fromContract('POST /v1/purchases/:kind/:id/refund-request'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const request = await refundRequests.request(user.id, req.params.kind, req.params.id, req.body.reason);
      return reply.code(201).send({ request });
    },
  });

  // ---------------------------------------------------------------- operations

  app.route({
    ...fromContract('GET /v1/ops/purchases'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return { purchases: await searchPurchases(db, refundRequests, req.query.q) };
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/refund-requests'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return { requests: await opsRefundRequests(db, refundRequests) };
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/refund-requests/:id/approve'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Operator');
      await refundRequests.approve(user.id, req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/refund-requests/:id/refuse'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Operator');
      await refundRequests.refuse(user.id, req.params.id, req.body.reason);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/orders/:id/refund'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      const outcome = await orders.refundByOperator(req.params.id, req.body?.amountCents);
      if (outcome === 'in_process') {
        return reply.status(202).send({ status: 'in_process', message: refundTexts.inProcess });
      }
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/ledger'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      const { from, to } = recordsRange(req.query);
      const rows = await orders.ledger(from, to);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  });
};
