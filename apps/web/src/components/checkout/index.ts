/**
 * One checkout for every product paid through the provider (issue 19): start (the product's hook
 * stores the order and its preference), hold (`CheckoutRedirect` names what is paid and leaves for
 * the provider), return and poll (`PaymentReturn` asks the server, never the URL), result (the
 * product's `renderPaid`). Texts per product in `CheckoutTexts`.
 */
export { readStoredJson, removeStored, writeStoredJson } from './browser-storage';
export { CheckoutRedirect, REDIRECT_DELAY_MS, redirectingText } from './checkout-redirect';
export { type CheckoutStore, checkoutStore, type StoredOrderRef, storedForReturn } from './checkout-store';
export { newIdempotencyKey } from './idempotency-key';
export { leaveTo, safeCheckoutUrl } from './leave-page';
export { type OrderStatusLike, PaymentReturn, POLL_EVERY_MS, POLL_FOR_MS } from './payment-return';
export type { CheckoutTexts } from './texts';
