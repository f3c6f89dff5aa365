import { AppError } from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../platform/payments/provider';
import { insertUnappliedRefundOnce, type Order } from './orders.repository';

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

/** The payment as the refund needs it. */
export interface UnappliedPayment {
  id: string;
  amountCents: number;
  currency: string;
}

/**
 * Money taken that serves no order (a payment for a cancelled order, a second payment of a paid one,
 * another amount, a kit charge approved after the reconciliation failed its order, a meals payment
 * after the ordering deadline, a consultation payment whose slot was taken after its hold ran out):
 * refunded at the provider, logged (warn) and written once on the ledger as `unapplied_refund`
 * (reference = the provider's payment id, the note names the order and why).
 *
 * Idempotent across repeated notifications and processes: the provider's refund is idempotent per
 * payment (MercadoPago: X-Idempotency-Key `refund-<payment>`; the sandbox refunds once) and the
 * ledger entry is unique per payment id. When the refund fails it throws, so the notification is
 * answered 5xx and the provider sends it again (the reconciliation job retries pending orders too).
 */
export function createUnappliedPayments(deps: {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** How the ledger note names an order of this kind ('Pedido de platos', 'Consulta', 'Kit'). */
  labelOf: (order: Order) => string;
}) {
  const { db, provider, log, labelOf } = deps;

  /**
   * The entry, as operations have always read it (modules/ops/payments-ledger.repository.ts parses
   * the note): a card order's names its order and buyer and the order's state ("Kit <id>: el pedido ya
   * estaba fallido (sandbox)"); a redirect order's names the order in the note only, with the reason.
   */
  function entry(order: Order, payment: UnappliedPayment, reason: UnappliedReason) {
    if (order.paymentFlow === 'card') {
      const state =
        reason === 'amountMismatch' ? 'amount_mismatch' : order.status === 'failed' ? 'fallido' : order.status;
      // What the provider actually charged, when it is not what the order asked (the ledger's own
      // currency column holds USD or UYU only).
      const charged =
        reason === 'amountMismatch' ? `, cobrado ${payment.currency} ${(payment.amountCents / 100).toFixed(2)}` : '';
      return {
        orderId: order.id,
        accountId: order.accountId,
        note: `${labelOf(order)} ${order.id}: el pedido ya estaba ${state} (${provider.name}${charged})`,
      };
    }
    return {
      orderId: null,
      accountId: null,
      note: `${labelOf(order)} ${order.id}: ${unappliedReasons[reason]} (${provider.name}, ${payment.currency})`,
    };
  }

  async function record(order: Order, payment: UnappliedPayment, reason: UnappliedReason) {
    const written = await insertUnappliedRefundOnce(db, {
      ...entry(order, payment, reason),
      amountCents: payment.amountCents,
      currency: payment.currency === 'USD' ? 'USD' : 'UYU',
      reference: payment.id,
    });
    if (written) {
      log.warn(
        {
          paymentId: payment.id,
          orderId: order.id,
          kind: order.kind,
          reason,
          amountCents: payment.amountCents,
          gateway: provider.name,
        },
        'payment paid no order: refunded automatically',
      );
    }
    return written;
  }

  return {
    /**
     * Refunds an approved payment that paid nothing and records it (once). A refund the provider leaves
     * in process is recorded when the payment shows it refunded (its own notification: `recordRefunded`);
     * one it rejects is logged for operations to return by hand (asking again would get the same answer).
     */
    async refund(order: Order, payment: UnappliedPayment, reason: UnappliedReason): Promise<'refunded' | 'pending'> {
      const result = await provider.refund(payment.id);
      if (result.status === 'pending') {
        log.info({ paymentId: payment.id, orderId: order.id, reason }, 'automatic refund in process at the provider');
        return 'pending';
      }
      if (result.status === 'rejected') {
        log.error(
          { paymentId: payment.id, orderId: order.id, reason, errorCode: result.errorCode },
          'automatic refund rejected by the provider: operations must give this payment back by hand',
        );
        return 'pending';
      }
      if (result.status !== 'refunded') {
        log.error(
          { paymentId: payment.id, orderId: order.id, reason, errorCode: result.errorCode },
          'automatic refund failed',
        );
        // 503: the provider sends the notification again, the reconciliation retries.
        throw new AppError('UNAVAILABLE');
      }
      await record(order, payment, reason);
      return 'refunded';
    },

    /**
     * A payment the provider already shows refunded that did not pay its order: only the ledger entry
     * (a crash between our refund and its entry, or a refund made at the provider directly).
     */
    recordRefunded: (order: Order, payment: UnappliedPayment, reason: UnappliedReason) =>
      record(order, payment, reason),
  };
}
export type UnappliedPayments = ReturnType<typeof createUnappliedPayments>;
