import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consultationBookings, consultationOrders } from '../../db/schema';
import type { ProviderPayment } from '../../platform/payments/provider';
import { createUnappliedPayments, type UnappliedReason } from '../payments/unapplied-payments';
import { type ConsultationsDeps, isUniqueViolation } from './consultation-context';
import type { ConsultationEmails } from './consultation-emails';
import type { NextSlots } from './consultation-rebook';

type Outcome = { kind: 'applied' | 'ignored' | 'slotTaken' } | { kind: 'unapplied'; reason: UnappliedReason };

/** The statuses of an unpaid order's first booking that a payment can still confirm. */
const confirmable = ['held', 'expired', 'cancelled'] as const;

/** Payments of consultation orders: applied when the provider confirms them, or reconciled later. */
export function createConsultationPayments(
  { db, provider: gateway, mail, log }: ConsultationsDeps,
  emails: ConsultationEmails,
  nextSlotsFor: NextSlots,
) {
  const unapplied = createUnappliedPayments({ db, provider: gateway, log });
  const { sendConfirmation, sendSlotTaken } = emails;

  /**
   * Whether the slot of an unpaid order's booking is now someone else's: its hold ran out (or a
   * rejected payment let it go) and another order holds or booked the same calendar and start.
   */
  async function slotTakenByOther(tx: Executor, orderId: string) {
    const mine = await tx
      .select()
      .from(consultationBookings)
      .where(and(eq(consultationBookings.orderId, orderId), inArray(consultationBookings.status, [...confirmable])));
    for (const booking of mine) {
      const [other] = await tx
        .select({ id: consultationBookings.id })
        .from(consultationBookings)
        .where(
          and(
            eq(consultationBookings.calendarKey, booking.calendarKey),
            eq(consultationBookings.startsAt, booking.startsAt),
            ne(consultationBookings.orderId, orderId),
            inArray(consultationBookings.status, ['held', 'confirmed']),
          ),
        )
        .limit(1);
      if (other) return true;
    }
    return false;
  }

  /**
   * The order whose slot was taken, after its payment was refunded: `expired` with the reason and the
   * refunded payment, and one e-mail offering the nutritionist's next free slots; only the first
   * caller (the guard on `refund_reason`) does it.
   */
  async function closeSlotTaken(orderId: string, paymentId: string) {
    const nextSlots = await nextSlotsFor(orderId);
    return db.transaction(async (tx) => {
      const [closed] = await tx
        .update(consultationOrders)
        .set({ status: 'expired', refundReason: 'slotTaken', refundPaymentId: paymentId })
        .where(
          and(
            eq(consultationOrders.id, orderId),
            isNull(consultationOrders.refundReason),
            notInArray(consultationOrders.status, ['paid', 'cancelled']),
          ),
        )
        .returning({ id: consultationOrders.id });
      if (!closed) return false;
      await tx
        .update(consultationBookings)
        .set({ status: 'expired' })
        .where(and(eq(consultationBookings.orderId, orderId), eq(consultationBookings.status, 'held')));
      await sendSlotTaken(orderId, paymentId, nextSlots, tx);
      return true;
    });
  }

  const consultationPayments = {
    /**
     * A payment the provider confirmed (read back by the checkout): applied to its consultation order.
     * An approved payment that cannot pay it (order cancelled, already paid by another payment, other
     * amount) is refunded automatically, logged and put on the ledger (unapplied-payments.ts).
     */
    async applyPayment(found: ProviderPayment): Promise<'applied' | 'ignored'> {
      // A chargeback of a checkout payment counts as given back (the order's own payment: nothing changes).
      const payment = found.status === 'charged_back' ? { ...found, status: 'refunded' as const } : found;
      const orderId = payment.externalReference ?? '';
      if (!/^[0-9a-f-]{36}$/.test(orderId)) return 'ignored';
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const [order] = await tx
          .select()
          .from(consultationOrders)
          .where(eq(consultationOrders.id, orderId))
          .for('update');
        // Unknown order, or the payment that paid it seen again: nothing to do.
        if (!order || order.paymentId === payment.id) return { kind: 'ignored' };
        // The payment refunded because the slot was taken, seen again: its refund and ledger entry
        // are made sure of (both idempotent); the e-mail went out once.
        if (order.refundPaymentId === payment.id) {
          return { kind: 'unapplied', reason: order.refundReason ?? 'slotTaken' };
        }
        const matches = payment.amountCents === order.amountCents && payment.currency === order.currency;
        const payable = order.status !== 'paid' && order.status !== 'cancelled' && order.refundReason === null;
        // Paid after the hold ran out and someone else took the slot: refunded, never "to be
        // rescheduled". (Already refunded: a crash after our refund; the order is closed now.)
        if (
          (payment.status === 'approved' || payment.status === 'refunded') &&
          payable &&
          matches &&
          (await slotTakenByOther(tx, order.id))
        ) {
          return { kind: 'slotTaken' };
        }
        if (payment.status === 'refunded' || (payment.status === 'approved' && !(payable && matches))) {
          const reason: UnappliedReason =
            order.refundReason ??
            (order.status === 'cancelled' ? 'cancelled' : order.status === 'paid' ? 'alreadyPaid' : 'amountMismatch');
          if (!matches && payable) {
            log.warn({ orderId, paymentId: payment.id }, 'consultation payment amount or currency does not match');
          }
          return { kind: 'unapplied', reason };
        }
        if (!payable) return { kind: 'ignored' };
        if (payment.status === 'approved') {
          try {
            // In a savepoint: a unique violation must not abort the transaction.
            await tx.transaction((sp) =>
              sp
                .update(consultationBookings)
                .set({ status: 'confirmed', holdExpiresAt: null })
                .where(
                  and(
                    eq(consultationBookings.orderId, order.id),
                    inArray(consultationBookings.status, [...confirmable]),
                  ),
                ),
            );
          } catch (err) {
            if (!isUniqueViolation(err)) throw err;
            // Someone took the slot since the check above: refunded like any payment that lost its slot.
            return { kind: 'slotTaken' };
          }
          await tx
            .update(consultationOrders)
            .set({ status: 'paid', paymentId: payment.id, paidAt: new Date() })
            .where(eq(consultationOrders.id, order.id));
          await sendConfirmation(orderId, tx);
          return { kind: 'applied' };
        }
        if (payment.status === 'rejected' || payment.status === 'cancelled') {
          await tx.update(consultationOrders).set({ status: 'failed' }).where(eq(consultationOrders.id, order.id));
          await tx
            .update(consultationBookings)
            .set({ status: 'cancelled' })
            .where(and(eq(consultationBookings.orderId, order.id), eq(consultationBookings.status, 'held')));
        }
        return { kind: 'ignored' };
      });
      if (outcome.kind === 'applied') {
        mail.nudge();
        return 'applied';
      }
      if (outcome.kind === 'slotTaken') {
        // Refunded first (outside the order's transaction), then the order is closed and the buyer
        // told: the e-mail never says "refunded" for a refund that failed (that throws: retried).
        if (payment.status === 'approved') await unapplied.refund(payment, 'consultations', orderId, 'slotTaken');
        else await unapplied.recordRefunded(payment, 'consultations', orderId, 'slotTaken');
        if (await closeSlotTaken(orderId, payment.id)) mail.nudge();
        return 'ignored';
      }
      if (outcome.kind === 'unapplied') {
        if (payment.status === 'approved') await unapplied.refund(payment, 'consultations', orderId, outcome.reason);
        else await unapplied.recordRefunded(payment, 'consultations', orderId, outcome.reason);
      }
      return 'ignored';
    },

    /**
     * The reconciliation job: consultation orders still pending some minutes after their payment
     * page was opened are settled with what the provider says (a notification lost or never sent).
     * Looks back 3 days, 50 orders per run.
     */
    async reconcilePending(olderThanMs: number, now = new Date()): Promise<number> {
      const stale = await db
        .select({ id: consultationOrders.id })
        .from(consultationOrders)
        .where(
          and(
            eq(consultationOrders.status, 'pending'),
            isNotNull(consultationOrders.preferenceId),
            lt(consultationOrders.createdAt, new Date(now.getTime() - olderThanMs)),
            gt(consultationOrders.createdAt, new Date(now.getTime() - 3 * 24 * 3600_000)),
          ),
        )
        .orderBy(sql`random()`)
        .limit(50);
      let applied = 0;
      for (const order of stale) {
        try {
          const payments = await gateway.findPayments(order.id);
          const payment = payments.find((p) => p.status === 'approved') ?? payments[0];
          if (payment && (await consultationPayments.applyPayment(payment)) === 'applied') applied++;
        } catch (err) {
          log.warn({ err, orderId: order.id }, 'consultation reconciliation failed; retried at the next run');
        }
      }
      if (applied > 0) log.info({ applied }, 'consultation orders settled by reconciliation');
      return applied;
    },
  };
  return consultationPayments;
}
