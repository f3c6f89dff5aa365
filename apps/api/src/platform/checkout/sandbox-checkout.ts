import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@nutritest/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxPayments, sandboxPreferences } from '../../db/schema';
import type { CheckoutGateway, CheckoutPayment, NotificationRequest } from './gateway';

/** How far a notification's `ts` (milliseconds, like the sandbox signs it) may be from our clock, either side. */
export const SANDBOX_NOTIFICATION_TOLERANCE_MS = 10 * 60_000;

const isFresh = (ts: string, now = Date.now()) =>
  /^\d{1,16}$/.test(ts) && Math.abs(now - Number(ts)) <= SANDBOX_NOTIFICATION_TOLERANCE_MS;

const header = (h: NotificationRequest['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** What the hosted page says once a preference's `expiresAt` has passed (like MercadoPago's expired link). */
export const SANDBOX_EXPIRED_TEXT =
  'El plazo para pagar este pedido terminó: ya no se puede pagar. Volvé a NutriTest para hacer uno nuevo.';

/** Whether a preference's payment page still takes payments at `now`. */
export const isPreferenceOpen = (pref: { expiresAt: Date | null }, now = new Date()) =>
  pref.expiresAt === null || now.getTime() < pref.expiresAt.getTime();

/**
 * Our own checkout (the default): preferences and payments in its own tables, a hosted page at
 * /sandbox/checkout/{id} that approves, rejects or leaves pending, then sends the buyer back with
 * status and payment_id like MercadoPago. Its notifications are signed like MercadoPago's
 * (x-signature ts/v1 over id, request id and ts) with a secret derived from the server's secret.
 */
export function createSandboxCheckout(deps: { db: Executor; publicUrl: string; secret: string }) {
  const { db, publicUrl } = deps;
  const secret = createHmac('sha256', deps.secret).update('sandbox-checkout-notifications').digest('hex');
  const sign = (dataId: string, requestId: string, ts: string) =>
    createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');

  const gateway: CheckoutGateway = {
    name: 'sandbox',
    publicKey: null,

    async createPreference(request) {
      // One order, one preference: a new order's is written in one round trip (issue 23: a hold's
      // time under load is its round trips); a second call for the same order reads the first one.
      const [created] = await db
        .insert(sandboxPreferences)
        .values({
          id: `SBX-PREF-${randomBytes(9).toString('base64url')}`,
          orderId: request.orderId,
          title: request.items
            .map((i) => `${i.quantity} × ${i.title}`)
            .join(', ')
            .slice(0, 500),
          amountCents: request.items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0),
          currency: request.currency,
          backUrls: request.backUrls,
          expiresAt: request.expiresAt ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: sandboxPreferences.id });
      const row =
        created ??
        (
          await db
            .select({ id: sandboxPreferences.id })
            .from(sandboxPreferences)
            .where(eq(sandboxPreferences.orderId, request.orderId))
        )[0];
      return { id: row!.id, checkoutUrl: `${publicUrl}/sandbox/checkout/${encodeURIComponent(row!.id)}` };
    },

    async getPayment(paymentId): Promise<CheckoutPayment | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        externalReference: row.externalReference,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    },

    async findPayments(orderId) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.externalReference, orderId))
        .orderBy(desc(sandboxPayments.createdAt));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        externalReference: row.externalReference,
        amountCents: row.amountCents,
        currency: row.currency,
      }));
    },

    verifyNotification({ headers, query, body }) {
      const signature = header(headers, 'x-signature') ?? '';
      const requestId = header(headers, 'x-request-id') ?? '';
      const parts = Object.fromEntries(signature.split(',').map((p) => p.trim().split('=') as [string, string]));
      const dataId =
        (query as { 'data.id'?: string })['data.id'] ?? (body as { data?: { id?: string } } | null)?.data?.id ?? '';
      if (!parts.ts || !parts.v1 || !requestId || !dataId) return null;
      if (!isFresh(parts.ts)) return null;
      const expected = Buffer.from(sign(dataId, requestId, parts.ts), 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given) ? dataId : null;
    },

    async refund(paymentId) {
      const rows = await db
        .update(sandboxPayments)
        .set({ status: 'refunded' })
        .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['approved', 'refunded'])))
        .returning({ id: sandboxPayments.id });
      return rows.length > 0 ? { status: 'refunded' } : { status: 'error', errorCode: 'not_refundable' };
    },
  };

  return {
    gateway,
    findPreference: async (id: string) => {
      const [row] = await db.select().from(sandboxPreferences).where(eq(sandboxPreferences.id, id));
      return row;
    },
    /**
     * The hosted page's decision: records the payment and answers it with a signed notification for
     * it. A preference past its `expiresAt` takes no payment (throws 409 with SANDBOX_EXPIRED_TEXT).
     */
    async pay(preferenceId: string, outcome: 'approved' | 'rejected' | 'pending') {
      const [pref] = await db.select().from(sandboxPreferences).where(eq(sandboxPreferences.id, preferenceId));
      if (!pref) return null;
      if (!isPreferenceOpen(pref)) throw new AppError('CONFLICT', SANDBOX_EXPIRED_TEXT);
      const id = String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999));
      await db.insert(sandboxPayments).values({
        id,
        preferenceId,
        status: outcome,
        externalReference: pref.orderId,
        amountCents: pref.amountCents,
        currency: pref.currency,
      });
      const requestId = randomBytes(8).toString('hex');
      const ts = String(Date.now());
      return {
        payment: { id, status: outcome, orderId: pref.orderId },
        backUrl:
          outcome === 'approved'
            ? pref.backUrls.success
            : outcome === 'rejected'
              ? pref.backUrls.failure
              : pref.backUrls.pending,
        notification: {
          headers: { 'x-signature': `ts=${ts},v1=${sign(id, requestId, ts)}`, 'x-request-id': requestId },
          query: { 'data.id': id, type: 'payment' },
          body: { type: 'payment', data: { id } },
        },
      };
    },
  };
}
export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
