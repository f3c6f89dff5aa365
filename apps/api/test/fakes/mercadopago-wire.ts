/**
 * Test support: the shapes MercadoPago's REST API answers with, taken from its official Node SDK's own
 * request and response types (`mercadopago` 3.x, `dist/clients/**`), so the local fake answers what the
 * real service answers rather than what our code expects. `Wire<T>` drops the SDK's `api_response`
 * envelope (the SDK adds it; the API does not send it).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { CardTokenResponse } from 'mercadopago/dist/clients/cardToken/commonTypes';
import type { ChargebackResponse } from 'mercadopago/dist/clients/chargeback/commonTypes';
import type { CustomerResponse } from 'mercadopago/dist/clients/customer/commonTypes';
import type { CustomerCardResponse } from 'mercadopago/dist/clients/customerCard/commonTypes';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { PaymentSearch } from 'mercadopago/dist/clients/payment/search/types';
import type { RefundResponse } from 'mercadopago/dist/clients/paymentRefund/commonTypes';
import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
import type { UserResponse } from 'mercadopago/dist/clients/user/get/types';

export type Wire<T> = Omit<T, 'api_response'>;

export type WirePayment = Omit<Wire<PaymentResponse>, 'refunds'> & {
  id: number;
  status: string;
  transaction_amount: number;
  refunds?: WireRefund[];
};
export type WireRefund = Wire<RefundResponse>;
export type WirePreference = Wire<PreferenceResponse>;
export type WireUser = Wire<UserResponse>;
export type WireCustomer = Wire<CustomerResponse>;
export type WireCard = Wire<CustomerCardResponse>;
export type WireCardToken = Wire<CardTokenResponse>;
/**
 * GET /v1/payments/search. The SDK types each result as a summary (`id` a string); the API sends each
 * payment whole, as GET /v1/payments/{id} does: the fake sends that.
 */
export type WirePaymentSearch = Omit<Wire<PaymentSearch>, 'results'> & { results: WirePayment[] };
/**
 * GET /v1/chargebacks/{id}. The SDK's type names one `payment_id`; MercadoPago's API reference lists
 * the disputed payments as `payments` too: the fake sends both.
 */
export type WireChargeback = ChargebackResponse & { payments: number[] };
export type { PaymentCreateRequest, PreferenceRequest };

/** The currency a MercadoPago account charges cards in, by its site (the Payments API has no currency field). */
export const SITE_CURRENCY: Record<string, string> = {
  MLU: 'UYU',
  MLA: 'ARS',
  MLB: 'BRL',
  MLC: 'CLP',
  MCO: 'COP',
  MLM: 'MXN',
  MPE: 'PEN',
};

/** What Checkout Pro preferences accept as `currency_id` per site (Uruguay also takes dollars, converted). */
export const PREFERENCE_CURRENCIES: Record<string, string[]> = {
  MLU: ['UYU', 'USD'],
};

/** MercadoPago's error body (`{ message, error, status, cause }`). */
export const errorBody = (status: number, error: string, message: string, causes: string[] = []) => ({
  message,
  error,
  status,
  cause: causes.map((description, index) => ({ code: 1000 + index, description, data: null })),
});

/** The `x-signature` MercadoPago sends with a webhook about `dataId` (ts in seconds; the id as sent, case kept). */
export function signNotification(secret: string, dataId: string, requestId: string, ts: number | string): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

/** Webhook topics MercadoPago sends (Tus integraciones → Webhooks), as the `type` of a notification. */
export type NotificationTopic =
  | 'payment'
  | 'topic_chargebacks_wh'
  | 'topic_merchant_order_wh'
  | 'topic_claims_integration_wh'
  | 'topic_card_id_wh';

export interface WebhookNotification {
  /** Where it is posted: the notification URL with `data.id` and `type` appended (path only when relative). */
  url: string;
  headers: Record<string, string>;
  payload: Record<string, unknown>;
}

let notificationCount = 0;

/**
 * A webhook as MercadoPago sends it: to the notification URL (the one the payment or preference named,
 * or the one registered in Tus integraciones) with `data.id` and `type` appended; `x-signature` and
 * `x-request-id`; the body `{ action, api_version, data: { id }, date_created, id, live_mode, type, user_id }`.
 */
export function webhookNotification(options: {
  id: string;
  topic?: NotificationTopic;
  secret: string;
  /** Seconds. Default now. */
  ts?: number;
  notificationUrl?: string;
  liveMode?: boolean;
  userId?: number;
}): WebhookNotification {
  const topic = options.topic ?? 'payment';
  const base = options.notificationUrl ?? '/v1/payment/webhook';
  const url = new URL(base, 'http://app.invalid');
  url.searchParams.set('data.id', options.id);
  url.searchParams.set('type', topic);
  const requestId = randomUUID();
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  notificationCount++;
  return {
    url: /^https?:\/\//.test(base) ? url.toString() : `${url.pathname}${url.search}`,
    headers: {
      'x-signature': signNotification(options.secret, options.id, requestId, ts),
      'x-request-id': requestId,
      'content-type': 'application/json',
    },
    payload: {
      action: topic === 'payment' ? 'payment.updated' : `${topic}.updated`,
      api_version: 'v1',
      data: { id: options.id },
      date_created: new Date().toISOString(),
      id: 110_000_000 + notificationCount,
      live_mode: options.liveMode ?? false,
      type: topic,
      user_id: String(options.userId ?? 123456789),
    },
  };
}
