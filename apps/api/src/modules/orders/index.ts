/**
 * The orders module (modules/orders): the one home of money. What other modules may use; everything
 * else in this folder is its own (docs/architecture.md, "Money: the orders module").
 */
export { cardFrameRoutes, MP_SDK_URL } from './card-frame.routes';
export { type CouponBuyer, type CouponCategory, type CouponProblem, notForThisCategory } from './coupons';
export { type CardInput, cardTexts, type Instruments, savedCard } from './instruments';
export type { InstrumentRow } from './instruments.repository';
export type { NewOrderLine, Order, OrderLine } from './orders.repository';
export { ordersRoutes } from './orders.routes';
export {
  CHALLENGE_TIMEOUT_MINUTES,
  type CreateOrderInput,
  challengeTexts,
  createOrders,
  type Orders,
} from './orders.service';
export { type CloseReason, PaymentRefused, type Product } from './products';
export { type RefundRequests, refundTerms } from './refund-requests';
export { ledgerOrderId } from './refunds';
export { type UnappliedReason, unappliedReasons } from './unapplied';
