/**
 * What other parts of the app may use from the payments feature (the dashboard composes these);
 * everything else in this folder is internal to it.
 */
export { KitPurchaseCard } from './components/kit-purchase-card';
export { PaymentSuccessBanner } from './components/payment-success-banner';
