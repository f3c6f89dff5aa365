import { AppError, type CardBrand } from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { MailWorker } from '../../platform/mail/outbox';
import type { ChargeResult, PaymentProvider, ProviderPayment } from '../../platform/payments/provider';
import { findInstrumentById } from './instruments.repository';
import * as repo from './orders.repository';
import { type CloseReason, PaymentRefused, type Product } from './products';
import type { Refunds } from './refunds';
import type { UnappliedPayments, UnappliedReason } from './unapplied';

/**
 * What one payment says about one order, from whichever source: the provider read back after a
 * notification or by the reconciliation, or our own card charge's answer. In every case the amount and
 * currency are the provider's (what it says it charged), never assumed from the order: only an order
 * with nothing to pay is paid by no payment at all (`trusted`).
 */
export interface Settlement {
  reference: string | null;
  status: 'approved' | 'pending' | 'rejected' | 'error' | 'refunded' | 'charged_back';
  /** Why it is pending ('in_process', 'pending_challenge') or rejected (the provider's code). */
  detail: string | null;
  amountCents: number;
  refundedCents: number;
  currency: string;
}

/**
 * A card charge's answer as a settlement of its order: approved with the amount and currency the
 * provider answered (checked against the order like any payment); an order with nothing to pay is
 * `free` (its own amount: no payment at all).
 */
export function chargeSettlement(order: repo.Order, result: ChargeResult | 'free'): Settlement {
  const base = { amountCents: order.totalCents, refundedCents: 0, currency: order.currency };
  if (result === 'free') return { ...base, reference: null, status: 'approved', detail: null };
  if (result.status === 'approved')
    return {
      reference: result.reference,
      status: 'approved',
      detail: null,
      amountCents: result.amountCents,
      refundedCents: 0,
      currency: result.currency,
    };
  if (result.status === 'pending')
    return { ...base, reference: result.reference, status: 'pending', detail: result.detail };
  return { ...base, reference: result.reference, status: result.status, detail: result.errorCode };
}

/** A payment read from the provider, in an order's words: still in review is pending, cancelled is rejected. */
export function providerSettlement(payment: ProviderPayment): Settlement {
  const status =
    payment.status === 'in_process' ? 'pending' : payment.status === 'cancelled' ? 'rejected' : payment.status;
  return {
    reference: payment.id,
    status,
    detail: payment.detail ?? (status === 'pending' ? 'in_process' : null),
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    currency: payment.currency,
  };
}

type Decision =
  | { kind: 'paid' }
  | { kind: 'ignored' }
  | { kind: 'failed' }
  | { kind: 'close'; reason: CloseReason }
  | { kind: 'unapplied'; reason: UnappliedReason; order: repo.Order }
  | { kind: 'providerRefund'; amountCents: number }
  /** A card order's approved payment of another amount or currency: refunded, and the order failed. */
  | { kind: 'mismatch' }
  /** The payment that paid the order, now read with another amount or currency: refunded, the order too. */
  | { kind: 'mismatchPaid' }
  | { kind: 'dispute' };

/**
 * The one way a payment changes an order, for every kind and both flows (the kit purchase's answer,
 * a notification, the reconciliation): read back and checked against the order (amount, currency),
 * applied once whatever the number of notifications, processes or their order. Each outcome:
 *
 * - approved, the order unpaid (pending; a redirect order also after a rejected attempt) and the
 *   amount right: paid, unless its product refuses (meals after a day's deadline, a consultation slot
 *   someone else took): then refunded and the order closed with that reason;
 * - approved but paying nothing (the order cancelled, failed for good, paid by another payment, another
 *   amount or currency): refunded automatically (unapplied.ts); a card order's payment of another amount
 *   or currency also fails its order (never paid, the buyer may buy again), and the payment that paid an
 *   order, read again with another amount or currency, is refunded and the order with it: money that
 *   does not match is never kept as paid;
 * - the payment that paid the order, refunded (in part) at the provider: the refund recorded;
 * - rejected: the order failed; pending (card charges): kept pending with the provider's reason;
 * - charged back (card payments): the order disputed.
 */
export function createSettlement(deps: {
  db: Database;
  provider: PaymentProvider;
  mail: MailWorker;
  log: FastifyBaseLogger;
  productOf: (order: repo.Order) => Product;
  unapplied: UnappliedPayments;
  refunds: Refunds;
}) {
  const { db, provider, mail, log, productOf, unapplied, refunds } = deps;

  /** A card order's charge row as the provider left it (a pending row gives way to the final one). */
  async function recordCharge(
    tx: Executor,
    order: repo.Order,
    s: Settlement,
    status: 'approved' | 'pending' | 'rejected' | 'error',
  ) {
    await repo.deletePendingCharges(tx, order.id);
    await repo.insertCharge(tx, {
      orderId: order.id,
      gateway: provider.name,
      providerReference: s.reference,
      amountCents: order.totalCents,
      currency: order.currency,
      installments: order.installments,
      status,
      errorCode: status === 'approved' ? null : s.detail,
    });
  }

  function unappliedReason(order: repo.Order, matches: boolean, payable: boolean): UnappliedReason {
    if (order.refundReason) return order.refundReason;
    if (payable && !matches) return 'amountMismatch';
    if (order.status === 'cancelled') return 'cancelled';
    if (order.status === 'paid') return 'alreadyPaid';
    if (order.status === 'failed') return 'orderFailed';
    return 'amountMismatch';
  }

  async function pay(
    tx: Executor,
    order: repo.Order,
    s: Settlement,
    card: { masked: string; brand: CardBrand } | null,
    now: Date,
  ) {
    const product = productOf(order);
    if (order.paymentFlow === 'redirect' && order.couponId && !(await repo.hasCouponUse(tx, order.id))) {
      // Orders from before coupons were held at creation count their use now.
      const taken = await repo.takeCouponUse(tx, {
        couponId: order.couponId,
        accountId: order.accountId,
        email: order.buyerEmail,
        orderId: order.id,
      });
      if (!taken) log.warn({ orderId: order.id }, 'the coupon ran out before the payment; order kept at its price');
    }
    const paid = await repo.moveOrder(tx, order.id, ['pending', 'failed'], {
      status: 'paid',
      paidAt: now,
      paymentId: s.reference,
      providerStatus: null,
      ...(order.paymentFlow === 'card' ? { invoiceId: await repo.nextInvoiceId(tx) } : {}),
    });
    if (!paid) throw new Error(`order ${order.id} could not be paid`);
    if (order.paymentFlow === 'card' && s.reference !== null) {
      await recordCharge(tx, order, s, 'approved');
      await repo.insertLedger(tx, {
        kind: 'charge',
        orderId: order.id,
        accountId: order.accountId,
        amountCents: order.totalCents,
        currency: order.currency,
        reference: s.reference,
      });
    }
    await product.onPaid(tx, paid, { card });
    // A guest who paid with the e-mail of a confirmed account (they were not signed in): the order is
    // that account's, in its "Mis pedidos" and "Mis compras" (issue 41, item 4).
    if (!paid.accountId && paid.buyerEmail) {
      const owner = await repo.confirmedAccountIdByEmail(tx, paid.buyerEmail);
      if (owner) await repo.attachPaidGuestOrders(tx, owner, paid.buyerEmail);
    }
  }

  async function fail(tx: Executor, order: repo.Order, s: Settlement) {
    const failed = await repo.moveOrder(tx, order.id, ['pending', 'failed'], {
      status: 'failed',
      providerStatus: null,
      ...(order.paymentFlow === 'card' ? { failureCode: s.detail } : {}),
    });
    if (!failed) return;
    if (order.paymentFlow === 'card') {
      // A card order's failure is final: its charge and the coupon it held are written off.
      await recordCharge(tx, order, s, s.status === 'error' ? 'error' : 'rejected');
      await repo.insertLedger(tx, {
        kind: 'charge_rejected',
        orderId: order.id,
        accountId: order.accountId,
        amountCents: order.totalCents,
        currency: order.currency,
        reference: s.reference,
        note: s.detail,
      });
      if (await repo.releaseCouponUse(tx, order.id)) {
        await repo.insertLedger(tx, {
          kind: 'coupon_release',
          orderId: order.id,
          accountId: order.accountId,
          amountCents: order.discountCents,
          currency: order.currency,
        });
      }
    }
    await productOf(order).onFailed?.(tx, failed);
  }

  /** Decides and, in the same transaction (the order locked), applies what changes only the order. */
  async function decide(
    orderId: string,
    s: Settlement,
    options: { now: Date; card: { masked: string; brand: CardBrand } | null; trusted: boolean },
  ): Promise<{ decision: Decision; order: repo.Order } | null> {
    return db.transaction(async (tx) => {
      const order = await repo.findOrder(tx, orderId, true);
      if (!order) return null;
      const done = (decision: Decision) => ({ decision, order });
      const product = productOf(order);
      const flow = order.paymentFlow;
      // The payment this order was closed for (refunded: late, slot taken), seen again: its refund and
      // ledger entry are made sure of (both idempotent); the buyer was told once.
      if (s.reference !== null && order.refundPaymentId === s.reference) {
        return done({ kind: 'unapplied', reason: order.refundReason ?? 'cancelled', order });
      }
      // The payment that paid this order, seen again: only a refund made at the provider, or (card
      // payments) a chargeback, is news. A checkout payment charged back leaves its order as it is.
      if (s.reference !== null && order.paymentId === s.reference) {
        if (s.status === 'charged_back') {
          return done(flow === 'card' && order.status === 'paid' ? { kind: 'dispute' } : { kind: 'ignored' });
        }
        const same = s.amountCents === order.totalCents && s.currency === order.currency;
        if (!same && order.status === 'paid' && (s.status === 'approved' || s.status === 'refunded')) {
          log.error(
            { orderId, paymentId: s.reference, kind: order.kind, amountCents: s.amountCents, currency: s.currency },
            'the payment that paid this order has another amount or currency: refunded, the order with it',
          );
          return done({ kind: 'mismatchPaid' });
        }
        const given = s.status === 'refunded' ? order.totalCents : s.refundedCents;
        if (order.status === 'paid' && given > order.refundedCents) {
          return done({ kind: 'providerRefund', amountCents: given - order.refundedCents });
        }
        return done({ kind: 'ignored' });
      }
      const payable =
        (order.status === 'pending' || (order.status === 'failed' && flow === 'redirect')) &&
        order.refundReason === null;
      const matches =
        (options.trusted && s.reference === null) ||
        (s.amountCents === order.totalCents && s.currency === order.currency);
      if (!matches && payable) {
        log.warn(
          { orderId, paymentId: s.reference, kind: order.kind },
          'payment amount or currency does not match its order',
        );
      }
      // A checkout payment charged back counts as given back (only card orders are disputed).
      const status = s.status === 'charged_back' && flow === 'redirect' ? 'refunded' : s.status;
      switch (status) {
        case 'approved':
        case 'refunded': {
          if (payable && matches) {
            const veto = await product.vetoPayment?.(tx, order, options.now);
            if (veto) return done({ kind: 'close', reason: veto });
            if (s.status === 'approved') {
              try {
                // In a savepoint: a product that refuses after all (PaymentRefused) leaves the order unpaid.
                await tx.transaction((sp) => pay(sp, order, s, options.card, options.now));
              } catch (err) {
                if (err instanceof PaymentRefused) return done({ kind: 'close', reason: err.reason });
                throw err;
              }
              return done({ kind: 'paid' });
            }
          }
          // A card order's own charge of another amount or currency: refunded, and the order failed.
          if (payable && !matches && flow === 'card' && s.reference !== null && status === 'approved') {
            return done({ kind: 'mismatch' });
          }
          // Money that pays nothing: refunded (an approved payment), or only recorded (one the provider
          // already shows refunded). A card payment refunded before it paid anything is nothing of ours.
          if (s.reference !== null && (status === 'approved' || flow === 'redirect')) {
            return done({ kind: 'unapplied', reason: unappliedReason(order, matches, payable), order });
          }
          return done({ kind: 'ignored' });
        }
        case 'pending':
          if (flow === 'card' && order.status === 'pending') {
            // Neither paid nor failed: the order waits, saying why (a notification or the reconciliation settles it).
            await repo.updateOrder(tx, order.id, { providerStatus: s.detail ?? 'in_process' });
            await recordCharge(tx, order, s, 'pending');
          }
          return done({ kind: 'ignored' });
        case 'rejected':
        case 'error':
          if (payable) {
            await fail(tx, order, s);
            return done({ kind: 'failed' });
          }
          return done({ kind: 'ignored' });
        case 'charged_back':
          return done(order.status === 'paid' ? { kind: 'dispute' } : { kind: 'ignored' });
      }
    });
  }

  /** Outside the order's transaction: the provider is called and the order row is not held meanwhile. */
  async function follow(order: repo.Order, decision: Decision, s: Settlement, now: Date) {
    switch (decision.kind) {
      case 'unapplied': {
        const payment = { id: s.reference!, amountCents: s.amountCents, currency: s.currency };
        if (s.status === 'approved') await unapplied.refund(decision.order, payment, decision.reason);
        else await unapplied.recordRefunded(decision.order, payment, decision.reason);
        return;
      }
      case 'close': {
        // Refunded first, then the order closed and the buyer told: the e-mail never says "refunded"
        // for a refund that failed (that throws: the provider sends the notification again).
        const payment = { id: s.reference!, amountCents: s.amountCents, currency: s.currency };
        if (s.status === 'approved') await unapplied.refund(order, payment, decision.reason);
        else await unapplied.recordRefunded(order, payment, decision.reason);
        if (await closeWithRefund(order, decision.reason, s, now)) mail.nudge();
        return;
      }
      case 'providerRefund':
        await refunds.recordProviderRefund(order, decision.amountCents, s.reference);
        return;
      case 'mismatch': {
        const payment = { id: s.reference!, amountCents: s.amountCents, currency: s.currency };
        await unapplied.refund(order, payment, 'amountMismatch');
        const failed = await db.transaction(async (tx) => {
          const current = await repo.findOrder(tx, order.id, true);
          if (current?.status !== 'pending') return false;
          await fail(tx, current, { ...s, status: 'rejected', detail: 'amount_mismatch' });
          return true;
        });
        if (failed) mail.nudge();
        return;
      }
      case 'mismatchPaid': {
        const refunded = await provider.refund(s.reference!, { key: `refund-${s.reference}` });
        if (refunded.status === 'rejected' || refunded.status === 'error') {
          log.error(
            { orderId: order.id, paymentId: s.reference, refunded },
            'a mismatched payment could not be refunded',
          );
          throw new AppError('UNAVAILABLE');
        }
        // The order is not kept paid: all of it is recorded as given back (its receipt gets its credit note).
        await refunds.recordRefund(order, order.totalCents - order.refundedCents, s.reference, true);
        mail.nudge();
        return;
      }
      case 'dispute':
        await refunds.dispute(order, s.reference!);
        return;
      case 'paid':
      case 'failed':
        mail.nudge();
        return;
      case 'ignored':
        return;
    }
  }

  /** The order closed with its refunded payment and reason, its coupon given back, its product told; once. */
  async function closeWithRefund(order: repo.Order, reason: CloseReason, s: Settlement, now: Date) {
    const product = productOf(order);
    // What the product needs to tell the buyer, read before the transaction (it may ask a calendar).
    const context = await product.closeContext?.(order, reason);
    return db.transaction(async (tx) => {
      const closed = await repo.closeWithRefund(tx, order.id, {
        status: reason === 'late' ? 'cancelled' : 'expired',
        refundReason: reason,
        refundPaymentId: s.reference!,
        // When the payment arrived (meals name the days that had closed by then).
        ...(reason === 'late' ? { paidAt: now } : {}),
      });
      if (!closed) return false;
      await repo.releaseCouponUse(tx, order.id);
      await product.onClosed?.(tx, closed, { reason, payment: paymentOf(s, order), now, context });
      return true;
    });
  }

  const paymentOf = (s: Settlement, order: repo.Order): ProviderPayment => ({
    id: s.reference ?? '',
    status: s.status === 'error' ? 'rejected' : s.status,
    detail: s.detail,
    externalReference: order.id,
    amountCents: s.amountCents,
    refundedCents: s.refundedCents,
    currency: s.currency,
  });

  /** Applies one settlement to one order: 'applied' when it paid the order, 'unknown' when there is no such order. */
  async function settle(
    orderId: string,
    s: Settlement,
    options: { now?: Date; card?: { masked: string; brand: CardBrand } | null; trusted?: boolean } = {},
  ): Promise<'applied' | 'ignored' | 'unknown'> {
    const now = options.now ?? new Date();
    const decided = await decide(orderId, s, { now, card: options.card ?? null, trusted: options.trusted ?? false });
    if (!decided) return 'unknown';
    await follow(decided.order, decided.decision, s, now);
    return decided.decision.kind === 'paid' ? 'applied' : 'ignored';
  }

  /** A payment read from the provider, applied to the order it names (its external reference). */
  async function applyPayment(payment: ProviderPayment, now = new Date()): Promise<'applied' | 'ignored' | 'unknown'> {
    const orderId = payment.externalReference ?? '';
    if (!/^[0-9a-f-]{36}$/.test(orderId)) return 'unknown';
    const order = await repo.findOrder(db, orderId);
    if (!order) return 'unknown';
    return settle(order.id, providerSettlement(payment), { now, card: await cardOf(order) });
  }

  /** The saved card a card order was charged on, for its receipt (read outside the transaction). */
  async function cardOf(order: repo.Order) {
    if (!order.instrumentId) return null;
    const row = await findInstrumentById(db, order.instrumentId);
    return row ? { masked: row.masked, brand: row.brand } : null;
  }

  /** Asks the provider about a payment by its reference and applies it. */
  async function applyPaymentById(reference: string, now = new Date()) {
    const payment = await provider.getPayment(reference);
    return payment ? applyPayment(payment, now) : 'unknown';
  }

  return { settle, applyPayment, applyPaymentById, cardOf };
}
export type Settlements = ReturnType<typeof createSettlement>;
