import { AppError, formatMoney } from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { PaymentProvider } from '../../platform/payments/provider';
import * as repo from './orders.repository';
import type { Product } from './products';

export const refundTexts = {
  notPaid: 'El pedido no está pago.',
  amount: 'El importe a reembolsar no es válido.',
  providerFailed: 'La pasarela de pago no confirmó la devolución. Probá de nuevo en unos minutos.',
  inProcess: 'La devolución quedó en proceso en la pasarela de pago: se registra apenas la confirme.',
  alreadyInProcess: 'Ya hay una devolución de este pedido en proceso en la pasarela de pago: esperá a que la confirme.',
  providerRejected:
    'La pasarela de pago rechazó la devolución: no se devolvió nada. Revisá el pago en su panel antes de intentar de nuevo.',
} as const;

/** What a refund did: the money given back (recorded), or accepted by the provider but not back yet. */
export type RefundOutcome = 'refunded' | 'in_process';

/**
 * The ledger names the order of card payments (kits) only: checkout payments (meals, consultations)
 * are found there by the provider's payment id, as operations have always read them
 * (modules/ops/payments-ledger.repository.ts).
 */
export const ledgerOrderId = (order: repo.Order) => (order.paymentFlow === 'card' ? order.id : null);

/**
 * The one refund path, for every kind of order: money given back through the provider (all that is
 * left, or a part), then, in one transaction, the order (`refunded_cents`, which makes the database
 * write the credit note; the product's refunded status when all of it is back or the refund closes
 * it), the card charge, the ledger, and the product's reaction (a kit's commission and the kit itself,
 * a consultation's sessions). Disputes (chargebacks) too.
 */
export function createRefunds(deps: {
  db: Database;
  provider: PaymentProvider;
  config: Config;
  mail: MailWorker;
  log: FastifyBaseLogger;
  productOf: (order: repo.Order) => Product;
}) {
  const { db, provider, config, mail, productOf } = deps;

  function refundNote(order: repo.Order, amount: number, after: repo.Order, close: boolean) {
    const own = productOf(order).refundNote;
    if (own) return own(order, { amountCents: amount, refundedAfter: after.refundedCents, close });
    const currency = order.currency;
    if (close)
      return `Devolución según los términos (${formatMoney(order.totalCents - after.refundedCents, currency)} de penalidad)`;
    if (after.refundedCents >= order.totalCents) return null;
    return `Reembolso parcial (${formatMoney(after.refundedCents, currency)} de ${formatMoney(order.totalCents, currency)})`;
  }

  /**
   * Writes a refund the provider made: the order, the ledger and the product's reaction. Once per
   * step (the update checks what was refunded so far). `close`: a refund under the terms that ends
   * the order although part of its price stays (a kit's penalty).
   */
  async function recordRefund(order: repo.Order, amount: number, reference: string | null, close = false) {
    const product = productOf(order);
    await db.transaction(async (tx) => {
      const updated = await repo.addOrderRefund(tx, order.id, amount, { close, ended: product.refundedStatus });
      if (!updated || updated.refundedCents !== order.refundedCents + amount) return;
      const full = updated.status === product.refundedStatus;
      if (full && order.paymentFlow === 'card') {
        const charge = await repo.findApprovedCharge(tx, order.id);
        if (charge) await repo.markChargeRefunded(tx, charge.id);
      }
      await repo.insertLedger(tx, {
        kind: 'refund',
        orderId: ledgerOrderId(order),
        accountId: order.accountId,
        amountCents: amount,
        currency: order.currency,
        reference,
        note: refundNote(order, amount, updated, close),
      });
      await product.onRefunded?.(tx, updated, { amountCents: amount, full });
    });
  }

  /** The buyer's bank took a paid order's money back: disputed, the product told, operations e-mailed. */
  async function dispute(order: repo.Order, reference: string) {
    await db.transaction(async (tx) => {
      const disputed = await repo.moveOrder(tx, order.id, ['paid'], { status: 'disputed' });
      if (!disputed) return;
      await repo.markChargeChargedBack(tx, order.id);
      await repo.insertLedger(tx, {
        kind: 'chargeback',
        orderId: ledgerOrderId(order),
        accountId: order.accountId,
        amountCents: -(order.totalCents - order.refundedCents),
        currency: order.currency,
        reference,
        note: 'Contracargo: el banco del comprador devolvió el pago.',
      });
      await productOf(order).onDisputed?.(tx, disputed);
      await tellOperations(tx, order, reference);
    });
    mail.nudge();
  }

  async function tellOperations(tx: Executor, order: repo.Order, reference: string) {
    const buyer = order.accountId ? await repo.findBuyer(tx, order.accountId) : undefined;
    const name = order.invoiceId ?? order.id;
    await enqueueEmail(
      tx,
      config.supportEmail,
      emailTemplates.notice({
        firstName: 'Equipo de operaciones',
        supportEmail: config.supportEmail,
        subject: `Contracargo en el pedido ${name}`,
        paragraphs: [
          `El banco de ${buyer?.email ?? order.buyerEmail ?? 'un comprador'} devolvió el pago ${reference} (${formatMoney(order.totalCents, order.currency)}) del pedido ${name}.`,
          'El pedido quedó en disputa y la comisión fue revertida. Respondé el contracargo en el panel del proveedor de pagos con la documentación de la entrega.',
        ],
      }),
    );
  }

  /**
   * A refund the provider made, read from the payment (its notification, the reconciliation): the
   * part still in process that it completes is booked as that refund asked (`close`), and no longer
   * pending.
   */
  async function recordProviderRefund(order: repo.Order, amount: number, reference: string | null) {
    const close = order.pendingRefundClose && order.pendingRefundCents > 0 && amount >= order.pendingRefundCents;
    await recordRefund(order, amount, reference, close);
    if (order.pendingRefundCents > 0)
      await repo.updateOrder(db, order.id, {
        pendingRefundCents: Math.max(0, order.pendingRefundCents - amount),
        pendingRefundClose: amount >= order.pendingRefundCents ? false : order.pendingRefundClose,
      });
  }

  /**
   * Gives `amountCents` of a paid order back (all that is left by default) through the provider, under
   * a key per refund step (a retry moves no more money), then records it by the refund's real state:
   * approved → recorded now; in process → remembered on the order and recorded when the payment shows
   * it (`in_process`); rejected → nothing recorded, said (409). `close`: see recordRefund.
   */
  async function refund(
    orderId: string,
    amountCents?: number,
    options: { close?: boolean } = {},
  ): Promise<RefundOutcome> {
    const order = await repo.findOrder(db, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status !== 'paid') throw new AppError('CONFLICT', refundTexts.notPaid);
    if (order.pendingRefundCents > 0) throw new AppError('CONFLICT', refundTexts.alreadyInProcess);
    await productOf(order).checkRefund?.(order);
    const left = order.totalCents - order.refundedCents;
    const amount = amountCents ?? left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw new AppError('VALIDATION', refundTexts.amount, { amountCents: refundTexts.amount });
    }
    if (order.paymentId) {
      const refunded = await provider.refund(order.paymentId, {
        ...(amount === left && order.refundedCents === 0 ? {} : { amountCents: amount }),
        key: `refund-${order.id}-${order.refundedCents}-${amount}`,
      });
      if (refunded.status === 'pending') {
        await repo.updateOrder(db, order.id, {
          pendingRefundCents: amount,
          pendingRefundClose: options.close ?? false,
        });
        return 'in_process';
      }
      if (refunded.status === 'rejected') {
        deps.log.warn({ orderId: order.id, errorCode: refunded.errorCode }, 'the provider rejected a refund');
        throw new AppError('CONFLICT', refundTexts.providerRejected);
      }
      if (refunded.status !== 'refunded') {
        // Kits have always answered the plain 503; checkout orders say the provider did not confirm.
        throw order.paymentFlow === 'card'
          ? new AppError('UNAVAILABLE')
          : new AppError('UNAVAILABLE', refundTexts.providerFailed);
      }
    } else if (order.totalCents > 0 && order.paymentFlow === 'redirect') {
      // A paid checkout order always names its payment: without one nothing can be given back.
      throw new AppError('CONFLICT', refundTexts.providerFailed);
    }
    await recordRefund(order, amount, order.paymentId, options.close ?? false);
    return 'refunded';
  }

  return { refund, recordRefund, recordProviderRefund, dispute };
}
export type Refunds = ReturnType<typeof createRefunds>;
