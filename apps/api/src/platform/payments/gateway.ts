/**
 * The seam between our kit purchase logic and a card provider. Two implementations: the sandbox
 * (default, runs here with documented test cards) and MercadoPago's card API (when MP_ACCESS_TOKEN
 * and MP_PUBLIC_KEY are set; mercadopago-card-gateway.ts).
 */

/** A saved card as the gateway needs it to charge it or to ask for its instalment options. */
export interface SavedCard {
  /** Our id for it (the sandbox's own card token). */
  token: string;
  providerCustomerId: string | null;
  providerCardId: string | null;
  paymentMethodId: string | null;
  issuerId: string | null;
  bin: string | null;
}

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
  currency: 'USD' | 'UYU';
  installments: number;
  description: string;
  payerEmail: string;
  /** Where the provider posts what happens to the payment later (pending → approved, refunds, disputes). */
  notificationUrl: string;
}

export type ChargeResult =
  | { status: 'approved'; reference: string }
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

/** What the provider says about a payment when asked again (a notification, the reconciliation). */
export interface ChargeState {
  reference: string;
  /** Our order id, as sent with the charge. */
  orderId: string | null;
  status: 'approved' | 'pending' | 'rejected' | 'refunded' | 'charged_back';
  /** What was charged and what was given back so far, in cents. */
  amountCents: number;
  refundedCents: number;
  currency: string;
  detail: string | null;
}

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

export interface PaymentGateway {
  readonly name: 'sandbox' | 'mercadopago';
  /** True when a saved card's security code must be typed again (in the frame) for every charge. */
  readonly needsSecurityCode: boolean;
  /** Where the frame that collects a card (or a saved card's security code) for this session is served. */
  cardPageUrl(sessionId: string): string;
  /** The instalment counts the provider offers for this card and amount (1–6 at most are used). */
  installmentOptions(card: SavedCard, amountCents: number, currency: 'USD' | 'UYU'): Promise<InstallmentOption[]>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of an earlier charge by its idempotency key (our order id), or null when none was made. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** A payment as the provider sees it now, by its reference; null when unknown. */
  getCharge(reference: string): Promise<ChargeState | null>;
  /**
   * Gives money back: all of it, or `amountCents` of it. Idempotent per (reference, key): asking again
   * with the same key moves no more money.
   */
  refund(
    reference: string,
    options?: { amountCents?: number; key?: string },
  ): Promise<{ status: 'refunded' } | { status: 'error'; errorCode: string }>;
  /** Providers that keep cards: saves the card a frame tokenized to the owner's customer. */
  saveCard?(owner: CardOwner, cardToken: string): Promise<ProviderCard>;
  /** Providers that keep cards: removes a saved card (best effort; our record is removed anyway). */
  removeCard?(card: SavedCard): Promise<void>;
}
