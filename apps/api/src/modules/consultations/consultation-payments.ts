import { and, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { consultationBookings, consultationOrders } from '../../db/schema';
import type { CheckoutPayment } from '../../platform/checkout/gateway';
import { createUnappliedPayments, type UnappliedReason } from '../payments/unapplied-payments';
import { type ConsultationsDeps, isUniqueViolation } from './consultation-context';
import type { ConsultationEmails } from './consultation-emails';

/** Payments of consultation orders: applied when the provider confirms them, or reconciled later. */
export function createConsultationPayments({ db, gateway, mail, log }: ConsultationsDeps, emails: ConsultationEmails) {
  const unapplied = createUnappliedPayments({ db, gateway, log });
  const { sendConfirmation } = emails;

  const consultationPayments = {
    /**
     * A payment the provider confirmed (read back by the checkout): applied to its consultation order.
     * An approved payment that cannot pay it (order cancelled, already paid by another payment, other
     * amount) is refunded automatically, logged and put on the ledger (unapplied-payments.ts).
     */
    async applyPayment(payment: CheckoutPayment): Promise<'applied' | 'ignored'> {
      const orderId = payment.externalReference ?? '';
      if (!/^[0-9a-f-]{36}$/.test(orderId)) return 'ignored';
      const outcome = await db.transaction(
        async (tx): Promise<{ kind: 'applied' | 'ignored' } | { kind: 'unapplied'; reason: UnappliedReason }> => {
          const [order] = await tx
            .select()
            .from(consultationOrders)
            .where(eq(consultationOrders.id, orderId))
            .for('update');
          // Unknown order, or the payment that paid it seen again: nothing to do.
          if (!order || order.paymentId === payment.id) return { kind: 'ignored' };
          const matches = payment.amountCents === order.amountCents && payment.currency === order.currency;
          const payable = order.status !== 'paid' && order.status !== 'cancelled';
          if (payment.status === 'refunded' || (payment.status === 'approved' && !(payable && matches))) {
            const reason: UnappliedReason =
              order.status === 'cancelled' ? 'cancelled' : order.status === 'paid' ? 'alreadyPaid' : 'amountMismatch';
            if (!matches && payable) {
              log.warn({ orderId, paymentId: payment.id }, 'consultation payment amount or currency does not match');
            }
            return { kind: 'unapplied', reason };
          }
          if (!payable) return { kind: 'ignored' };
          if (payment.status === 'approved') {
            await tx
              .update(consultationOrders)
              .set({ status: 'paid', paymentId: payment.id, paidAt: new Date() })
              .where(eq(consultationOrders.id, order.id));
            try {
              // In a savepoint: a unique violation must not abort the transaction that records the payment.
              await tx.transaction((sp) =>
                sp
                  .update(consultationBookings)
                  .set({ status: 'confirmed', holdExpiresAt: null })
                  .where(
                    and(
                      eq(consultationBookings.orderId, order.id),
                      inArray(consultationBookings.status, ['held', 'expired']),
                    ),
                  ),
              );
            } catch (err) {
              if (!isUniqueViolation(err)) throw err;
              // The hold ran out and someone else took the slot: paid, the team reschedules it.
              log.warn({ orderId }, 'paid consultation lost its slot; to be rescheduled');
            }
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
        },
      );
      if (outcome.kind === 'applied') {
        mail.nudge();
        return 'applied';
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
