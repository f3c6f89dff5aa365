import { createHmac, timingSafeEqual } from 'node:crypto';
import { Chargeback, MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
// Not part of the SDK's index: see `withBaseUrl` below for why it is imported.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { CheckoutGateway, CheckoutPaymentStatus, NotificationRequest } from './gateway';

/**
 * MercadoPago Checkout Pro behind our `CheckoutGateway`, through the official SDK (`mercadopago` 3.x).
 *
 * - createPreference: POST /checkout/preferences with X-Idempotency-Key = our order id, so a retry
 *   (ours, or the SDK's own retries on 429/5xx/network errors) never creates a second preference.
 * - getPayment: GET /v1/payments/{id}; 404 → null; amounts come in pesos and leave in cents.
 * - verifyNotification: MercadoPago's webhook signature (x-signature `ts=…,v1=…` and x-request-id,
 *   HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the application's secret).
 */
export interface MercadoPagoGatewayOptions {
  accessToken: string;
  publicKey: string;
  /** The "secret signature" of the application's webhooks; without it every notification is refused. */
  webhookSecret: string | null;
  /**
   * Only for tests against a local fake (fake-mercadopago.ts): where the API is instead of
   * https://api.mercadopago.com. See `withBaseUrl`.
   */
  baseUrl?: string;
  /** Per HTTP attempt. Default 10 s. */
  timeoutMs?: number;
  /** Retries of the SDK on 429, 5xx and network errors (exponential back-off from 1 s). Default 3. */
  maxRetries?: number;
}

/** How far a notification's `ts` may be from our clock before it counts as stale (either side). */
export const NOTIFICATION_TOLERANCE_SECONDS = 10 * 60;

type SdkPreferenceBody = Parameters<Preference['create']>[0]['body'];

const STATUSES = new Map<string, CheckoutPaymentStatus>([
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
  ['charged_back', 'refunded'],
]);

/** MercadoPago's payment ids are numbers; anything else (e.g. `payment_id=null` on a return URL) is none. */
const PAYMENT_ID = /^\d{1,20}$/;

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
 * (another gateway, another request) can run. Nothing leaks to other SDK users in the process; the
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query, body or header value as one non-empty string (undefined when absent or repeated). */
function single(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function header(headers: NotificationRequest['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return single(value);
  return undefined;
}

function parseSignature(value: string): { ts?: string; v1?: string } {
  const parts: { ts?: string; v1?: string } = {};
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    const content = part.slice(at + 1).trim();
    if (key === 'ts' || key === 'v1') parts[key] = content;
  }
  return parts;
}

/**
 * A date as MercadoPago's preference dates are written: ISO 8601 with the offset, in Montevideo's
 * (UTC−03:00 all year since 2015), e.g. `2026-11-27T12:00:00.000-03:00`.
 */
export function isoWithOffset(date: Date): string {
  return new Date(date.getTime() - 3 * 3600_000).toISOString().replace('Z', '-03:00');
}

/**
 * A fresh SDK config for every call: the SDK's clients merge each call's `requestOptions` into the
 * config they were given (Preference.create does `this.config.options = {...}`), so a shared config
 * would carry one order's idempotency key into the next call. Used by both MercadoPago gateways.
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

export function createMercadoPagoGateway(options: MercadoPagoGatewayOptions): CheckoutGateway {
  const { publicKey, webhookSecret } = options;
  const baseUrl = options.baseUrl === undefined ? undefined : checkBaseUrl(options.baseUrl);
  const sdkConfig = sdkConfigFactory(options);

  function verifySigned(
    { headers, query, body }: NotificationRequest,
    topic: 'payment' | 'chargebacks',
  ): string | null {
    if (!webhookSecret) return null;
    const payload = isRecord(body) ? body : {};

    // Webhooks carry `type` (query and body); the older IPN format carries `topic`. Neither is
    // signed, but whatever is present must say the same topic.
    const types = [query.type, query.topic, payload.type, payload.topic].filter((t) => t !== undefined);
    if (types.length === 0 || types.some((t) => single(t) !== topic)) return null;

    // The signed id is the query's `data.id` (`{ 'data.id': … }` with Fastify's parser, `{ data: { id } }`
    // with qs); the body's `data.id` is only a fallback, and must agree when both are there.
    const fromQuery = single(query['data.id']) ?? (isRecord(query.data) ? single(query.data.id) : undefined);
    const fromBody = isRecord(payload.data) ? single(payload.data.id) : undefined;
    if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) return null;
    const dataId = fromQuery ?? fromBody;
    if (dataId === undefined) return null;

    const signature = header(headers, 'x-signature');
    const requestId = header(headers, 'x-request-id');
    if (signature === undefined || requestId === undefined) return null;
    const { ts, v1 } = parseSignature(signature);
    if (ts === undefined || !/^\d{1,16}$/.test(ts) || v1 === undefined || !/^[0-9a-f]{64}$/i.test(v1)) return null;

    // The docs give ts in seconds; some examples show milliseconds: 13 digits and more are taken as ms.
    const tsMs = ts.length >= 13 ? Number(ts) : Number(ts) * 1000;
    if (Math.abs(Date.now() - tsMs) > NOTIFICATION_TOLERANCE_SECONDS * 1000) return null;

    // "If data.id is alphanumeric, it must be sent in lower case" (MercadoPago's docs).
    const manifestId = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
    const manifest = `id:${manifestId};request-id:${requestId};ts:${ts};`;
    const expected = createHmac('sha256', webhookSecret).update(manifest).digest();
    const given = Buffer.from(v1, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return dataId;
  }

  return {
    name: 'mercadopago',
    publicKey,

    async createPreference(request) {
      const body: SdkPreferenceBody = {
        items: request.items.map((item) => ({
          id: item.id,
          title: item.title,
          quantity: item.quantity,
          unit_price: item.unitPriceCents / 100,
          currency_id: request.currency,
        })),
        payer: {
          name: request.payer.name,
          email: request.payer.email,
          ...(request.payer.phone ? { phone: { number: request.payer.phone } } : {}),
        },
        external_reference: request.orderId,
        back_urls: request.backUrls,
        auto_return: 'approved',
        notification_url: request.notificationUrl,
        ...(request.expiresAt
          ? {
              expires: true,
              expiration_date_from: isoWithOffset(new Date()),
              expiration_date_to: isoWithOffset(request.expiresAt),
            }
          : {}),
      };
      const preference = new Preference(sdkConfig());
      const created = await withBaseUrl(baseUrl, () =>
        preference.create({ body, requestOptions: { idempotencyKey: request.orderId } }),
      );
      if (!created.id || !created.init_point)
        throw new Error('MercadoPago answered a preference without id or init_point');
      return { id: created.id, checkoutUrl: created.init_point };
    },

    async getPayment(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) return null;
      const client = new Payment(sdkConfig());
      let payment: Awaited<ReturnType<Payment['get']>>;
      try {
        payment = await withBaseUrl(baseUrl, () => client.get({ id: paymentId }));
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return null;
        throw error;
      }
      if (typeof payment.status !== 'string' || typeof payment.transaction_amount !== 'number')
        throw new Error(`MercadoPago answered payment ${paymentId} without status or transaction_amount`);
      return {
        id: String(payment.id ?? paymentId),
        // Unknown statuses never count as paid.
        status: STATUSES.get(payment.status) ?? 'pending',
        externalReference: payment.external_reference || null,
        amountCents: Math.round(payment.transaction_amount * 100),
        currency: payment.currency_id ?? '',
      };
    },

    async findPayments(orderId) {
      const client = new Payment(sdkConfig());
      const found = await withBaseUrl(baseUrl, () =>
        client.search({
          options: { external_reference: orderId, sort: 'date_created', criteria: 'desc', limit: 20 },
        }),
      );
      return (found.results ?? [])
        .filter((p) => typeof p.status === 'string' && typeof p.transaction_amount === 'number' && p.id != null)
        .map((p) => ({
          id: String(p.id),
          status: STATUSES.get(p.status!) ?? 'pending',
          externalReference: p.external_reference || null,
          amountCents: Math.round(p.transaction_amount! * 100),
          currency: p.currency_id ?? '',
        }));
    },

    async refund(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) return { status: 'error', errorCode: 'invalid_payment_id' };
      const client = new PaymentRefund(sdkConfig());
      try {
        // One key per payment: a retry (ours, another process's, the SDK's) never refunds twice.
        await withBaseUrl(baseUrl, () =>
          client.create({ payment_id: paymentId, requestOptions: { idempotencyKey: `refund-${paymentId}` } }),
        );
        return { status: 'refunded' };
      } catch (error) {
        // Already refunded (a refund made by an earlier attempt): nothing left to give back.
        if (error instanceof MercadoPagoError && error.status === 400) {
          const again = await this.getPayment(paymentId);
          if (again?.status === 'refunded') return { status: 'refunded' };
        }
        if (error instanceof MercadoPagoError) return { status: 'error', errorCode: `http_${error.status}` };
        throw error;
      }
    },

    verifyNotification(request) {
      return verifySigned(request, 'payment');
    },

    verifyChargebackNotification(request) {
      return verifySigned(request, 'chargebacks');
    },

    async chargebackPayments(chargebackId) {
      if (!PAYMENT_ID.test(chargebackId)) return [];
      const client = new Chargeback(sdkConfig());
      try {
        const found = await withBaseUrl(baseUrl, () => client.get({ id: chargebackId }));
        // The SDK's type names one `payment_id`; the API's answer lists `payments`: both are read.
        const listed = (found as { payments?: Array<number | string> }).payments ?? [];
        const ids = [...listed, ...(found.payment_id == null ? [] : [found.payment_id])].map(String);
        return [...new Set(ids)];
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return [];
        throw error;
      }
    },
  };
}
