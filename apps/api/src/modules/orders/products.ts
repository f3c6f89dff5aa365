import type { CardBrand, PurchaseKind, RefundQuote } from '@nutritest/domain';
import type { Executor } from '../../db/client';
import type { ProviderPayment } from '../../platform/payments/provider';
import type { Order } from './orders.repository';

/** Why an unpaid order is closed with its payment given back instead of being paid. */
export type CloseReason = 'late' | 'slotTaken';

/** Thrown by a product's `onPaid` when, after all, the payment cannot pay the order (a slot taken meanwhile). */
export class PaymentRefused extends Error {
  constructor(readonly reason: CloseReason) {
    super(`payment refused: ${reason}`);
  }
}

/**
 * What a product (kits, meals, consultations) tells the orders module: how its orders are paid, and
 * how it reacts when one is paid, fails, is closed, cancelled, refunded or disputed. The orders module
 * owns the order, its money and its payment; each hook runs in the transaction that changes the order
 * (the order row locked), so the product's rows change with it or not at all.
 */
export interface Product {
  /** How its orders are paid: a saved card charged by the server, or the provider's hosted page. */
  readonly flow: 'card' | 'redirect';
  /** How an automatic refund's ledger note names its orders ('Pedido de platos', 'Consulta', 'Kit'). */
  readonly label: string;
  /** What an order refunded in full becomes: `refunded` (kits) or `cancelled` (meals, consultations). */
  readonly refundedStatus: 'refunded' | 'cancelled';
  /** Whether operations may refund its orders directly (POST /v1/ops/orders/{id}/refund: kits). */
  readonly operatorRefunds?: boolean;
  /**
   * Before a payment pays an unpaid order: a reason to refund it instead (meals: a delivery day's
   * ordering deadline passed; consultations: someone else took the slot), or null.
   */
  vetoPayment?(tx: Executor, order: Order, now: Date): Promise<CloseReason | null>;
  /** The order is paid (its receipt e-mail, the kit, the bookings confirmed...). May throw PaymentRefused. */
  onPaid(tx: Executor, order: Order, context: { card: { masked: string; brand: CardBrand } | null }): Promise<void>;
  /** A payment of the order was rejected (the order is `failed`). */
  onFailed?(tx: Executor, order: Order): Promise<void>;
  /** What `onClosed` needs that is read outside the transaction (a calendar's next free slots). */
  closeContext?(order: Order, reason: CloseReason): Promise<unknown>;
  /** The order was closed with its payment refunded (`vetoPayment` or PaymentRefused): tell the buyer. */
  onClosed?(
    tx: Executor,
    order: Order,
    closed: { reason: CloseReason; payment: ProviderPayment; now: Date; context: unknown },
  ): Promise<void>;
  /** Money given back: part of it, or (`full`) all, or the order closed under the terms (`full` too). */
  onRefunded?(tx: Executor, order: Order, refund: { amountCents: number; full: boolean }): Promise<void>;
  /** The refund's note on the ledger; by default the amounts ("Reembolso parcial (…)", the kept penalty). */
  refundNote?(order: Order, refund: { amountCents: number; refundedAfter: number; close: boolean }): string | null;
  /** The buyer's bank took the money back (card payments). */
  onDisputed?(tx: Executor, order: Order): Promise<void>;
  /** Before any refund of a paid order (operations', an approved request): throws when the product no longer allows it. */
  checkRefund?(order: Order): Promise<void>;
  /** What the terms allow now for a paid order ('Mis compras'); null when there is nothing to refund. */
  refundQuote(tx: Executor, order: Order, now: Date): Promise<RefundQuote | null>;
  /**
   * Before an approved refund request goes to the provider: what must leave first (a company's unused
   * places). Answers whether the refund closes the order, and how to undo it if the money does not move.
   */
  beforeRefund?(order: Order, amountCents: number): Promise<{ close: boolean; undo(): Promise<void> }>;
}

export type ProductRegistry = Map<PurchaseKind, Product>;
