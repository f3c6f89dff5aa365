/**
 * What a product's checkout pages say: every text that names the product being paid. The shared
 * texts (redirecting, 'Ir a pagar', 'Actualizar estado', the waiting lines) stay in the components.
 */
export interface CheckoutTexts {
  /** The payment step's h1: names what is being paid. */
  checkoutHeading: string;
  /** Where the product is chosen (the link back from the payment step). */
  productPath: string;
  nothingToPay: string;
  backToProduct: string;
  backFromCheckout: string;
  /** The return page's heading while the payment is not confirmed. */
  pending: string;
  /** The return page without a stored order (another browser, or storage cleared). */
  willConfirm: string;
  paidHeading: string;
  paidClose: string;
  pendingClose: string;
  failed: string;
  /** When the order ended without a payment (a hold that ran out), if the product has holds. */
  ended?: string;
  /** The return page's heading when the payment arrived too late and was given back. */
  refundedHeading?: string;
}
