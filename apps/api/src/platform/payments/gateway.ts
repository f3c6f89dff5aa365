/**
 * The seam between our purchase logic and a card provider. The sandbox gateway (default) runs here
 * with documented test cards; a real provider (MercadoPago's card API) implements the same calls.
 */
export interface ChargeRequest {
  /** Our order id: charging twice with the same key returns the first result, never a second charge. */
  idempotencyKey: string;
  token: string;
  amountCents: number;
  currency: 'USD' | 'UYU';
  installments: number;
  description: string;
}

export type ChargeResult =
  | { status: 'approved'; reference: string }
  | { status: 'rejected'; reference: string | null; errorCode: string }
  | { status: 'error'; reference: string | null; errorCode: string };

export interface PaymentGateway {
  readonly name: string;
  /** Where the frame that collects a card for this session is served. */
  cardPageUrl(sessionId: string): string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of an earlier charge by its idempotency key, or null when none was made. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  refund(reference: string): Promise<{ status: 'refunded' } | { status: 'error'; errorCode: string }>;
}
