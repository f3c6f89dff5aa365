import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentProvider, ProviderPayment } from '../../platform/payments/provider';
import { insertUnappliedRefundOnce } from './payments.repository';

/** What kind of order a checkout payment named, for the ledger note operations read. */
export type UnappliedSource = 'meals' | 'consultations';

/** Why an approved payment paid nothing (Spanish: shown on the operations ledger). */
export const unappliedReasons = {
  cancelled: 'el pedido estaba cancelado',
  alreadyPaid: 'el pedido ya estaba pago con otro pago',
  amountMismatch: 'el importe o la moneda no coinciden con el pedido',
  orderFailed: 'el pedido ya había fallado',
  /** Meals: the payment arrived after the ordering deadline of one of the order's delivery days. */
  late: 'llegó después del cierre de pedidos',
  /** Consultations: the payment arrived after the slot's hold ran out and someone else took the slot. */
  slotTaken: 'llegó después de que venció la reserva y otra persona tomó el turno',
} as const;
export type UnappliedReason = keyof typeof unappliedReasons;

const sourceLabel: Record<UnappliedSource, string> = {
  meals: 'Pedido de platos',
  consultations: 'Consulta',
};

/**
 * Money taken that serves no order (a payment for a cancelled order, a second payment of a paid one,
 * another amount, a meals payment after the ordering deadline, a consultation payment whose slot was
 * taken after its hold ran out): refunded at the provider, logged (warn) and written once on the ledger as
 * `unapplied_refund` (reference = the provider's payment id, the note names the order and why).
 *
 * Idempotent across repeated notifications and processes: the provider's refund is idempotent per
 * payment (MercadoPago: X-Idempotency-Key `refund-<payment>`; the sandbox: approved → refunded) and
 * the ledger entry is unique per payment id. When the refund fails it throws, so the notification is
 * answered 5xx and the provider sends it again (the reconciliation job retries pending orders too).
 */
export function createUnappliedPayments(deps: { db: Database; provider: PaymentProvider; log: FastifyBaseLogger }) {
  const { db, provider: gateway, log } = deps;

  async function record(payment: ProviderPayment, source: UnappliedSource, orderId: string, reason: UnappliedReason) {
    const written = await insertUnappliedRefundOnce(db, {
      orderId: null,
      accountId: null,
      amountCents: payment.amountCents,
      currency: payment.currency === 'USD' ? 'USD' : 'UYU',
      reference: payment.id,
      note: `${sourceLabel[source]} ${orderId}: ${unappliedReasons[reason]} (${gateway.name}, ${payment.currency})`,
    });
    if (written) {
      log.warn(
        { paymentId: payment.id, orderId, source, reason, amountCents: payment.amountCents, gateway: gateway.name },
        'payment paid no order: refunded automatically',
      );
    }
    return written;
  }

  return {
    /** Refunds an approved payment that paid nothing and records it (once). */
    async refund(payment: ProviderPayment, source: UnappliedSource, orderId: string, reason: UnappliedReason) {
      const result = await gateway.refund(payment.id);
      if (result.status !== 'refunded') {
        log.error(
          { paymentId: payment.id, orderId, source, reason, errorCode: result.errorCode },
          'automatic refund failed',
        );
        throw new Error(`automatic refund of payment ${payment.id} failed: ${result.errorCode}`);
      }
      await record(payment, source, orderId, reason);
    },

    /**
     * A payment the provider already shows refunded that did not pay its order: only the ledger entry
     * (a crash between our refund and its entry, or a refund made at the provider directly).
     */
    recordRefunded: (payment: ProviderPayment, source: UnappliedSource, orderId: string, reason: UnappliedReason) =>
      record(payment, source, orderId, reason),
  };
}
export type UnappliedPayments = ReturnType<typeof createUnappliedPayments>;
