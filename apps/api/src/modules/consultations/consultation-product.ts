import { PaymentRefused, type Product, refundTerms } from '../orders';
import { type ConsultationsDeps, isUniqueViolation } from './consultation-context';
import type { ConsultationEmails } from './consultation-emails';
import type { NextSlots, OfferedSlot } from './consultation-rebook';
import { firstConfirmedStart, moveBookings, slotTakenByOther } from './consultations.repository';

/** The statuses of an unpaid order's first booking that a payment can still confirm. */
const confirmable = ['held', 'expired', 'cancelled'] as const;

export const consultationRefundTexts = {
  tooLate: 'Las consultas se pueden cancelar hasta 24 horas antes de la primera sesión.',
} as const;

/**
 * What a consultation order does when its payment is applied by the orders module: the held session
 * is confirmed (and the buyer told), unless someone else took the slot after the hold ran out — then
 * the payment is refunded and the buyer offered the nutritionist's next free slots; a rejected payment
 * frees the slot; a refund frees the nutritionist's time. Refundable in full until 24 h before the
 * first session.
 */
export function createConsultationProduct(
  _deps: ConsultationsDeps,
  emails: ConsultationEmails,
  nextSlotsFor: NextSlots,
): Product {
  const { sendConfirmation, sendSlotTaken } = emails;

  return {
    flow: 'redirect',
    label: 'Consulta',
    refundedStatus: 'cancelled',

    // Paid after the hold ran out and someone else took the slot: refunded, never "to be rescheduled".
    vetoPayment: async (tx, order) => ((await slotTakenByOther(tx, order.id, confirmable)) ? 'slotTaken' : null),

    async onPaid(tx, order) {
      try {
        // In a savepoint: a unique violation (someone took the slot since the check) must not abort
        // the transaction; the order is then refunded like any payment that lost its slot.
        await tx.transaction((sp) =>
          moveBookings(sp, order.id, confirmable, { status: 'confirmed', holdExpiresAt: null }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new PaymentRefused('slotTaken');
        throw err;
      }
      await sendConfirmation(order.id, tx);
    },

    async onFailed(tx, order) {
      // A rejected payment lets the slot go (a later approved one confirms it again while it is free).
      await moveBookings(tx, order.id, ['held'], { status: 'cancelled' });
    },

    closeContext: (order) => nextSlotsFor(order.id),

    async onClosed(tx, order, { payment, context }) {
      await moveBookings(tx, order.id, ['held'], { status: 'expired' });
      await sendSlotTaken(order.id, payment.id, context as OfferedSlot[], tx);
    },

    async onRefunded(tx, order) {
      // The nutritionist's time is free again.
      await moveBookings(tx, order.id, ['held', 'confirmed'], { status: 'cancelled' });
    },

    refundNote: () => 'Devolución: consulta cancelada',

    async refundQuote(tx, order, now) {
      if (order.refundedCents > 0) return null;
      const first = await firstConfirmedStart(tx, order.id);
      const deadline = first ? new Date(first.getTime() - 24 * 3_600_000) : null;
      if (!deadline || now >= deadline) return refundTerms.refused(order, consultationRefundTexts.tooLate, deadline);
      return refundTerms.allowed(order, order.totalCents, 0, deadline);
    },
  };
}
