/**
 * The one seam between our orders (modules/orders) and a payment provider. A provider takes money in
 * two flows, and tells us about it in one way:
 *
 * - `card`: the kit purchase charges a saved card on the server (the card saved in the provider's
 *   frame; the charge answers at once: approved, rejected, or pending review / 3-D Secure);
 * - `redirect`: meals and consultations open a hosted payment page (a "preference") the buyer pays
 *   on, and come back;
 * - both: the provider notifies us (one webhook) and we read the payment back (`getPayment`), or we
 *   ask for an order's payments (`findPayments`, the reconciliation); refunds go through `refund`.
 *
 * Two implementations: the built-in sandbox (default; runs here with documented test cards and its
 * own hosted pages, platform/payments/sandbox) and MercadoPago through its official SDK (when
 * MP_ACCESS_TOKEN and MP_PUBLIC_KEY are set, platform/payments/mercadopago).
 */

export type ProviderName = 'sandbox' | 'mercadopago';

// ---------------------------------------------------------------- card flow

/** A saved card as the provider needs it to charge it or to ask for its instalment options. */
export interface SavedCard {
  /** Our id for it (the sandbox's own card token). */
  token: string;
  providerCustomerId: string | null;
  providerCardId: string | null;
  paymentMethodId: string | null;
  issuerId: string | null;
  bin: string | null;
}

export type Currency = 'USD' | 'UYU';

export interface ChargeRequest {
  /** Our order id: charging twice with the same key returns the first result, never a second charge. */
  idempotencyKey: string;
  card: SavedCard;
  /**
   * The one-time token the card frame made from the card and the security code the buyer typed
   * again (providers that never keep the code need it); null on the sandbox.
   */
  securityToken: string | null;
  amountCents: number;
  /** One of `CardFlow.currencies`: a provider charges only in the currencies its account takes. */
  currency: Currency;
  installments: number;
  description: string;
  payerEmail: string;
  /** The buyer's names, for the provider's fraud scoring (MercadoPago: payer and additional_info.payer). */
  payerFirstName?: string;
  payerLastName?: string;
  /** What is sold (MercadoPago: additional_info.items), in cents of `currency`. */
  items?: Array<{
    id: string;
    title: string;
    description: string;
    categoryId: string;
    quantity: number;
    unitPriceCents: number;
  }>;
  /**
   * The device id the provider's fingerprint script gave the buyer's browser (MercadoPago's security.js:
   * `MP_DEVICE_SESSION_ID`, sent as X-Meli-Session-Id); null when the page had none.
   */
  deviceId?: string | null;
  /** Where the provider posts what happens to the payment later (pending → approved, refunds, disputes). */
  notificationUrl: string;
}

export type ChargeResult =
  /** What the provider says it charged (read from its answer, never assumed to be what we asked). */
  | { status: 'approved'; reference: string; amountCents: number; currency: string }
  /**
   * Neither approved nor rejected yet: in review ('in_process') or waiting for the buyer's bank
   * ('pending_challenge', 3-D Secure). Settled by a notification or by the reconciliation job; never
   * shown as a failure (that would invite a second charge).
   */
  | {
      status: 'pending';
      reference: string;
      detail: string;
      /** 3-D Secure: the buyer's bank asks to confirm; `creq` is posted to `url` in a frame. */
      challenge?: { url: string; creq: string };
    }
  | { status: 'rejected'; reference: string | null; errorCode: string }
  | { status: 'error'; reference: string | null; errorCode: string };

export interface InstallmentOption {
  installments: number;
  /** Each instalment and what the buyer pays in all (with the issuer's interest, if any), in cents. */
  installmentAmountCents: number;
  totalCents: number;
}

/** What a provider keeps of a card saved to the buyer's customer (MercadoPago). */
export interface ProviderCard {
  providerCustomerId: string;
  providerCardId: string;
  paymentMethodId: string;
  issuerId: string | null;
  issuerImageUrl: string | null;
  bin: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

export interface CardOwner {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The provider customer already made for this account, if any. */
  providerCustomerId: string | null;
}

export interface CardFlow {
  /**
   * The currencies the account charges cards in. MercadoPago's Payments API has no currency field: an
   * account charges in its site's currency (Uruguay, MLU: UYU only). A sale priced in another currency
   * is converted before it is charged (decision 065).
   */
  readonly currencies: readonly Currency[];
  /** True when a saved card's security code must be typed again (in the frame) for every charge. */
  readonly needsSecurityCode: boolean;
  /** Where the frame that collects a card (or a saved card's security code) for this session is served. */
  cardPageUrl(sessionId: string): string;
  /** The instalment counts the provider offers for this card and amount (1–6 at most are used). */
  installmentOptions(card: SavedCard, amountCents: number, currency: Currency): Promise<InstallmentOption[]>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of an earlier charge by its idempotency key (our order id), or null when none was made. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * Cancels a charge still pending (a 3-D Secure challenge the buyer never finished) so it can no longer
   * be approved; answers the charge as it is afterwards (approved if the bank was faster).
   */
  cancelCharge(reference: string): Promise<ChargeResult | null>;
  /** Providers that keep cards: saves the card a frame tokenized to the owner's customer. */
  saveCard?(owner: CardOwner, cardToken: string): Promise<ProviderCard>;
  /** Providers that keep cards: removes a saved card (best effort; our record is removed anyway). */
  removeCard?(card: SavedCard): Promise<void>;
  /** The sandbox's own card page: stores a test card and answers its token. */
  tokenize?(card: { number: string; brand: string }): Promise<string>;
  /** The provider's names of card brands we accept (MercadoPago's payment method ids → our brands). */
  readonly brands?: Readonly<Record<string, 'visa' | 'mastercard' | 'oca'>>;
}

// ---------------------------------------------------------------- redirect flow

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
  items: Array<CheckoutItem & { description?: string; categoryId?: string }>;
  currency: 'UYU';
  payer: { name: string; surname?: string; email: string; phone?: string };
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

export interface RedirectFlow {
  createPreference(request: PreferenceRequest): Promise<Preference>;
}

// ---------------------------------------------------------------- both flows

/**
 * A payment as the provider says it is now, whichever flow made it:
 * - `pending`: not decided (MercadoPago's pending, authorized);
 * - `in_process`: in review, or held while the buyer disputes it (in_process, in_mediation);
 * - `charged_back`: the buyer's bank took the money back.
 * Statuses a provider adds later count as `pending` (never as paid).
 */
export type ProviderPaymentStatus =
  | 'approved'
  | 'pending'
  | 'in_process'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

export interface ProviderPayment {
  /** The provider's reference (MercadoPago's payment id; the sandbox's charge or payment id). */
  id: string;
  status: ProviderPaymentStatus;
  /** The provider's own word for why (e.g. `pending_challenge`, `cc_rejected_other_reason`). */
  detail: string | null;
  /** Our order id, as sent with the charge or the preference. */
  externalReference: string | null;
  /** What was paid and what was given back so far, in cents. */
  amountCents: number;
  refundedCents: number;
  currency: string;
}

export interface NotificationRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * What the provider did with a refund, by its real state: `refunded` (the money is on its way back),
 * `pending` (in process: not back yet; the payment's own notification tells us when it is), `rejected`
 * (nothing given back), or `error` (no answer we can trust: nothing is recorded, ask again).
 */
export type RefundResult =
  | { status: 'refunded' }
  | { status: 'pending'; refundId: string }
  | { status: 'rejected'; errorCode: string }
  | { status: 'error'; errorCode: string };

/** A webhook, read: a payment or a chargeback to read back, a topic we do not use, or not signed by the provider. */
export type ReadNotification =
  | { kind: 'payment'; id: string }
  | { kind: 'chargeback'; id: string }
  | { kind: 'ignored'; topic: string }
  | { kind: 'refused' };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** MercadoPago's public key (its card frame and wallet button); null for the sandbox. */
  readonly publicKey: string | null;
  readonly card: CardFlow;
  readonly redirect: RedirectFlow;
  /** Reads a payment from the provider (never trust a notification's or a return URL's content); null when unknown. */
  getPayment(reference: string): Promise<ProviderPayment | null>;
  /** Every payment made for one of our orders (by external reference), newest first. */
  findPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Gives money back: all that is left, or `amountCents` of it. Idempotent per (reference, key), the
   * key `refund-<reference>` by default: asking again moves no more money, and asking again for a
   * payment refunded in full answers `refunded`.
   */
  refund(reference: string, options?: { amountCents?: number; key?: string }): Promise<RefundResult>;
  /**
   * Checks a notification's signature (platform/payments/notifications.ts) and says what it is about:
   * a payment, a chargeback (MercadoPago's `topic_chargebacks_wh`), another topic we do not use, or
   * refused when the provider did not sign it.
   */
  readNotification(request: NotificationRequest): ReadNotification;
  /** The payment ids a chargeback is about (each is read back and applied like any payment). */
  chargebackPayments?(chargebackId: string): Promise<string[]>;
}
