import { MercadoPagoConfig } from 'mercadopago';
// Not part of the SDK's index: see `withBaseUrl` below for why it is imported.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { ProviderPaymentStatus } from '../provider';

/** MercadoPago's payment ids are numbers; anything else (e.g. `payment_id=null` on a return URL) is none. */
export const PAYMENT_ID = /^\d{1,20}$/;

/** Pesos (or dollars) as MercadoPago writes them, in cents. */
export const cents = (amount: number) => Math.round(amount * 100);

/**
 * Runs one SDK call against `baseUrl` instead of https://api.mercadopago.com.
 *
 * The SDK (checked on mercadopago 3.6.1) has no supported way to change where it sends requests:
 * `MercadoPagoConfig` takes `accessToken` and `options` (timeout, idempotencyKey, retries, ids),
 * and `RestClient.fetch` builds every URL as `${AppConfig.BASE_URL}${endpoint}` and calls the
 * global `fetch` with no hook to replace it. `AppConfig.BASE_URL` is declared `static readonly` but
 * is a plain, writable static property in the compiled code and is read on every request. So, and
 * only when a base URL is given, this swaps it for the duration of the synchronous part of the call:
 * `RestClient.fetch` is an async function that builds the URL before its first `await`, so the URL
 * is fixed when `call()` returns its promise, and the constant is restored before any other code
 * (another provider, another request) can run. Nothing leaks to other SDK users in the process; the
 * tests check this (two fakes, interleaved calls) so an SDK update that breaks it fails loudly.
 * Production never passes `baseUrl` and never touches the constant.
 */
export function withBaseUrl<T>(baseUrl: string | undefined, call: () => Promise<T>): Promise<T> {
  if (baseUrl === undefined) return call();
  const config = AppConfig as unknown as { BASE_URL: string };
  const previous = config.BASE_URL;
  config.BASE_URL = baseUrl;
  try {
    return call();
  } finally {
    config.BASE_URL = previous;
  }
}

export function checkBaseUrl(baseUrl: string): string {
  if (typeof (AppConfig as unknown as { BASE_URL?: unknown }).BASE_URL !== 'string')
    throw new Error('This version of the mercadopago SDK has no AppConfig.BASE_URL: baseUrl cannot be honoured');
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`baseUrl must be http(s): ${baseUrl}`);
  return baseUrl.replace(/\/+$/, '');
}

/**
 * A fresh SDK config for every call: the SDK's clients merge each call's `requestOptions` into the
 * config they were given (Preference.create does `this.config.options = {...}`), so a shared config
 * would carry one order's idempotency key into the next call.
 */
export function sdkConfigFactory(options: { accessToken: string; timeoutMs?: number; maxRetries?: number }) {
  return () =>
    new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: {
        timeout: options.timeoutMs ?? 10_000,
        ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      },
    });
}

/**
 * A date as MercadoPago's preference dates are written: ISO 8601 with the offset, in Montevideo's
 * (UTC−03:00 all year since 2015), e.g. `2026-11-27T12:00:00.000-03:00`.
 */
export function isoWithOffset(date: Date): string {
  return new Date(date.getTime() - 3 * 3600_000).toISOString().replace('Z', '-03:00');
}

const STATUSES = new Map<string, ProviderPaymentStatus>([
  ['approved', 'approved'],
  ['pending', 'pending'],
  // Authorized but not captured yet: not paid.
  ['authorized', 'pending'],
  ['in_process', 'in_process'],
  // The buyer disputed the payment: the money is held until MercadoPago decides.
  ['in_mediation', 'in_process'],
  ['rejected', 'rejected'],
  ['cancelled', 'cancelled'],
  ['refunded', 'refunded'],
  // The card issuer took the money back.
  ['charged_back', 'charged_back'],
]);

/** A MercadoPago payment (GET /v1/payments/{id} or a search result) in our words; unknown statuses never count as paid. */
export function providerPayment(payment: {
  id?: number | string;
  status?: string;
  status_detail?: string;
  external_reference?: string;
  transaction_amount?: number;
  transaction_amount_refunded?: number;
  currency_id?: string;
}) {
  return {
    id: String(payment.id),
    status: STATUSES.get(payment.status ?? '') ?? 'pending',
    detail: payment.status_detail ?? null,
    externalReference: payment.external_reference || null,
    amountCents: cents(payment.transaction_amount ?? 0),
    refundedCents: cents(payment.transaction_amount_refunded ?? 0),
    currency: payment.currency_id ?? '',
  } as const;
}
