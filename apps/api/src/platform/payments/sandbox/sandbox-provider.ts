import { createHmac, randomBytes } from 'node:crypto';
import { AppError } from '@nutritest/domain';
import type { Database } from '../../../db/client';
import { readSignedNotification } from '../notifications';
import type { Currency, PaymentProvider, ProviderPayment } from '../provider';
import { chargePayment, createSandboxCardFlow, isSandboxChargeReference } from './card-payments';
import * as repo from './sandbox.repository';

/** What the hosted page says once a preference's `expiresAt` has passed (like MercadoPago's expired link). */
export const SANDBOX_EXPIRED_TEXT =
  'El plazo para pagar este pedido terminó: ya no se puede pagar. Volvé a NutriTest para hacer uno nuevo.';

/** Whether a preference's payment page still takes payments at `now`. */
export const isPreferenceOpen = (pref: { expiresAt: Date | null }, now = new Date()) =>
  pref.expiresAt === null || now.getTime() < pref.expiresAt.getTime();

const checkoutPayment = (row: repo.SandboxPaymentRow): ProviderPayment => ({
  id: row.id,
  status: row.status,
  detail: null,
  externalReference: row.externalReference,
  amountCents: row.amountCents,
  refundedCents: row.status === 'refunded' ? row.amountCents : 0,
  currency: row.currency,
});

/**
 * The built-in provider (the default): runs inside our API and database, in its own tables
 * (db/schema/sandbox-provider.ts), with both flows of a real provider:
 * - card: a card page at /sandbox/card (modules/sandbox) that saves documented test cards; charges
 *   approved, rejected or left pending by test card (card-payments.ts);
 * - redirect: a hosted page at /sandbox/checkout/{id} that approves, rejects or leaves pending, then
 *   sends the buyer back with status and payment_id like MercadoPago.
 * Its notifications are signed like MercadoPago's (x-signature ts/v1 over id, request id and ts, read
 * by the same code: notifications.ts) with a secret derived from the server's secret.
 */
export function createSandboxProvider(deps: {
  db: Database;
  publicUrl: string;
  secret: string;
  /** The currencies its card "account" charges (default dollars and pesos). */
  cardCurrencies?: readonly Currency[];
}) {
  const { db, publicUrl } = deps;
  const secret = createHmac('sha256', deps.secret).update('sandbox-checkout-notifications').digest('hex');
  const sign = (dataId: string, requestId: string, ts: string) =>
    createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  const cards = createSandboxCardFlow(db, deps.cardCurrencies);

  const provider: PaymentProvider = {
    name: 'sandbox',
    publicKey: null,
    card: cards.flow,

    redirect: {
      async createPreference(request) {
        // One order, one preference: a new order's is written in one round trip (issue 23: a hold's
        // time under load is its round trips); a second call for the same order reads the first one.
        const created = await repo.insertPreferenceOnce(db, {
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
        });
        const row = created ?? (await repo.findPreferenceOfOrder(db, request.orderId));
        return { id: row!.id, checkoutUrl: `${publicUrl}/sandbox/checkout/${encodeURIComponent(row!.id)}` };
      },
    },

    async getPayment(reference) {
      if (isSandboxChargeReference(reference)) {
        const charge = await repo.findChargeByReference(db, reference);
        return charge ? chargePayment(charge) : null;
      }
      const payment = await repo.findPayment(db, reference);
      return payment ? checkoutPayment(payment) : null;
    },

    async findPayments(orderId) {
      const { payments, charges } = await repo.paymentsOfOrder(db, orderId);
      return [...payments.map(checkoutPayment), ...charges.map(chargePayment)];
    },

    async refund(reference, options = {}) {
      if (isSandboxChargeReference(reference)) return cards.refundCharge(reference, options);
      // A checkout payment is given back whole.
      if (options.amountCents !== undefined) {
        const payment = await repo.findPayment(db, reference);
        if (payment && options.amountCents !== payment.amountCents)
          return { status: 'error', errorCode: 'partial_refund_not_supported' };
      }
      return (await repo.refundPayment(db, reference))
        ? { status: 'refunded' }
        : { status: 'error', errorCode: 'not_refundable' };
    },

    readNotification(request) {
      return readSignedNotification(request, secret);
    },
  };

  /** A notification about a payment, signed as the sandbox signs them (its hosted pages send one). */
  function notificationFor(paymentId: string): {
    headers: Record<string, string>;
    query: Record<string, string>;
    body: unknown;
  } {
    const requestId = randomBytes(8).toString('hex');
    const ts = String(Math.floor(Date.now() / 1000));
    return {
      headers: { 'x-signature': `ts=${ts},v1=${sign(paymentId, requestId, ts)}`, 'x-request-id': requestId },
      query: { 'data.id': paymentId, type: 'payment' },
      body: { type: 'payment', data: { id: paymentId } },
    };
  }

  return {
    provider,
    /** What only the sandbox has: its hosted pages' side and the decisions a real provider makes later. */
    sandbox: {
      findPreference: (id: string) => repo.findPreference(db, id),
      /**
       * The hosted page's decision: records the payment and answers it with a signed notification for
       * it. A preference past its `expiresAt` takes no payment (throws 409 with SANDBOX_EXPIRED_TEXT).
       */
      async pay(preferenceId: string, outcome: 'approved' | 'rejected' | 'pending') {
        const pref = await repo.findPreference(db, preferenceId);
        if (!pref) return null;
        if (!isPreferenceOpen(pref)) throw new AppError('CONFLICT', SANDBOX_EXPIRED_TEXT);
        const id = String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999));
        await repo.insertPayment(db, {
          id,
          preferenceId,
          status: outcome,
          externalReference: pref.orderId,
          amountCents: pref.amountCents,
          currency: pref.currency,
        });
        return {
          payment: { id, status: outcome, orderId: pref.orderId },
          backUrl:
            outcome === 'approved'
              ? pref.backUrls.success
              : outcome === 'rejected'
                ? pref.backUrls.failure
                : pref.backUrls.pending,
          notification: notificationFor(id),
        };
      },
      /** What the provider decides later for a card charge it left pending, or a chargeback of an approved one. */
      settleCharge: (reference: string, outcome: 'approved' | 'rejected' | 'charged_back' | 'cancelled') =>
        repo.settleCharge(db, reference, outcome),
      notificationFor,
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
export type SandboxPages = SandboxProvider['sandbox'];
