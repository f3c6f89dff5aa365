import {
  AppError,
  addInstrumentRequestSchema,
  commissionItemSchema,
  couponCheckRequestSchema,
  couponCheckResponseSchema,
  isoDateInWindow,
  isoDateTimeInWindow,
  paymentInstrumentSchema,
  purchaseAnalysisRequestSchema,
  purchasedAnalysisSchema,
  recordsDateWindow,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { requireRole } from '../../platform/auth/guards';
import type { PaymentsService } from './payments.service';

// A day (yyyy-MM-dd) or an instant with its offset, inside the records' window (issue 17: never a 500).
const recordsDay = isoDateInWindow({ window: recordsDateWindow });
const recordsInstant = isoDateTimeInWindow({ window: recordsDateWindow });
const recordsDate = () =>
  z
    .string()
    .max(40)
    .superRefine((value, ctx) => {
      const checked = (value.length === 10 ? recordsDay : recordsInstant).safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
    });
const dateQuery = z.object({ startDate: recordsDate(), endDate: recordsDate() });

/** A YYYY-MM-DD end date covers that whole day. */
function rangeOf(q: { startDate: string; endDate: string }) {
  const from = new Date(q.startDate.length === 10 ? `${q.startDate}T00:00:00-03:00` : q.startDate);
  const to = new Date(q.endDate.length === 10 ? `${q.endDate}T00:00:00-03:00` : q.endDate);
  if (q.endDate.length === 10) to.setUTCDate(to.getUTCDate() + 1);
  if (!(from < to))
    throw new AppError('VALIDATION', 'El período no es válido.', { endDate: 'El período no es válido.' });
  return { from, to };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; config: Config }> = async (
  app,
  { service, config },
) => {
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

  app.get('/v1/instruments', { schema: { response: { 200: z.array(paymentInstrumentSchema) } } }, async (req) => {
    const user = await requireRole(req, 'Customer', 'Business');
    return service.listInstruments(user);
  });

  /** Opens a card page session; answers the URL to show in the 700x700 frame. */
  app.post(
    '/v1/instruments',
    { schema: { body: addInstrumentRequestSchema, response: { 200: z.string() } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const origin = allowedOrigin(req.body.redirectOrigin, req.headers.origin);
      return reply.type('text/plain; charset=utf-8').send(await service.openCardSession(user, origin));
    },
  );

  /**
   * Before paying with a saved card: the URL of the frame where its security code is typed again
   * (providers that never keep it, e.g. MercadoPago), or 204 when the gateway needs nothing.
   */
  app.post(
    '/v1/instruments/:token/authorize',
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        body: addInstrumentRequestSchema,
        response: { 200: z.string(), 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      const origin = allowedOrigin(req.body.redirectOrigin, req.headers.origin);
      const url = await service.authorizeInstrument(user, req.params.token, origin);
      if (url === null) return reply.status(204).send(null);
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );

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
      return service.installments(user, req.params.token, req.query.analysisAmount, coupon);
    },
  );

  app.delete(
    '/v1/instruments/:token',
    { schema: { params: z.object({ token: z.string().max(200) }), response: { 204: z.null() } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Business');
      await service.removeInstrument(user, req.params.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/coupon/checkCoupon',
    { schema: { body: couponCheckRequestSchema, response: { 200: couponCheckResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer', 'Business');
      return service.checkCoupon(user, req.body.code, req.body.category, req.body.quantity);
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
      return service.purchase(user, req.body, key);
    },
  );

  app.get(
    '/v1/commission',
    { schema: { querystring: dateQuery, response: { 200: z.array(commissionItemSchema) } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      const { from, to } = rangeOf(req.query);
      return service.commissions(user, from, to);
    },
  );

  // ---------------------------------------------------------------- operations

  app.post(
    '/v1/ops/orders/:id/refund',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        // Without a body (or without amountCents) all that is left is refunded.
        body: z.object({ amountCents: z.number().int().positive().max(100_000_000).optional() }).nullish(),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await requireRole(req, 'Operator');
      await service.refund(req.params.id, req.body?.amountCents);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/ops/ledger',
    {
      schema: {
        querystring: dateQuery,
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
    async (req) => {
      await requireRole(req, 'Operator');
      const { from, to } = rangeOf(req.query);
      const rows = await service.ledger(from, to);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
};
