/**
 * The checkout seam for meals and consultations (a redirect checkout, like MercadoPago Checkout
 * Pro): the server creates a preference for an order, the buyer pays on the provider's page, the
 * provider notifies the server, and the server reads the payment from the provider before changing
 * anything. Two implementations: `sandbox` (default, our own hosted page) and `mercadopago` (when
 * MP_ACCESS_TOKEN and MP_PUBLIC_KEY are set).
 */

export interface CheckoutItem {
  id: string;
  title: string;
  quantity: number;
  /** Per unit, in cents of the currency. */
  unitPriceCents: number;
}

export interface PreferenceRequest {
  /** Our order id: sent as external_reference and read back from every payment. */
  orderId: string;
  items: CheckoutItem[];
  currency: 'UYU';
  payer: { name: string; email: string; phone?: string };
  /** Where the provider sends the buyer back (status and payment_id are appended as query parameters). */
  backUrls: { success: string; failure: string; pending: string };
  /** Where the provider posts its notifications. */
  notificationUrl: string;
  /**
   * After this the provider's page no longer takes payments (MercadoPago: `expires`,
   * `expiration_date_to`; the sandbox page refuses). Meals: the earliest ordering deadline of the
   * order's days. The server still checks every payment it is told about (one may be approved later).
   */
  expiresAt?: Date;
}

export interface Preference {
  id: string;
  /** The page where the buyer pays. */
  checkoutUrl: string;
}

export type CheckoutPaymentStatus = 'approved' | 'pending' | 'in_process' | 'rejected' | 'cancelled' | 'refunded';

export interface CheckoutPayment {
  id: string;
  status: CheckoutPaymentStatus;
  /** Our order id, as given when the preference was created. */
  externalReference: string | null;
  /** What was paid, in cents. */
  amountCents: number;
  currency: string;
}

export interface NotificationRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface CheckoutGateway {
  readonly name: 'sandbox' | 'mercadopago';
  /** MercadoPago's public key for the web's wallet button; null for the sandbox. */
  readonly publicKey: string | null;
  createPreference(request: PreferenceRequest): Promise<Preference>;
  /** Reads a payment from the provider (never trust a notification's or a return URL's content). */
  getPayment(paymentId: string): Promise<CheckoutPayment | null>;
  /**
   * Every payment made for one of our orders (by external reference), newest first: the
   * reconciliation job's way to settle an order whose notification never arrived.
   */
  findPayments(orderId: string): Promise<CheckoutPayment[]>;
  /**
   * Checks a notification's signature and answers the payment id it is about, or null when it is
   * not signed correctly or not about a payment.
   */
  verifyNotification(request: NotificationRequest): string | null;
  /**
   * A signed notification about a chargeback (MercadoPago's `chargebacks` topic): its id, or null.
   * Providers without chargeback notifications leave it out.
   */
  verifyChargebackNotification?(request: NotificationRequest): string | null;
  /** The payment ids a chargeback is about (each is read back and applied like any payment). */
  chargebackPayments?(chargebackId: string): Promise<string[]>;
  /**
   * Gives all the money of an approved payment back (a payment that paid none of our orders).
   * Idempotent: asking again for a refunded payment answers `refunded` and moves no money.
   */
  refund(paymentId: string): Promise<{ status: 'refunded' } | { status: 'error'; errorCode: string }>;
}
