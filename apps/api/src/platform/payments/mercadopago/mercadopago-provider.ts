import { createHmac, timingSafeEqual } from 'node:crypto';
import { Chargeback, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
import type { NotificationRequest, PaymentProvider, PreferenceRequest } from '../provider';
import { createMercadoPagoCardFlow } from './card-payments';
import { checkBaseUrl, isoWithOffset, PAYMENT_ID, providerPayment, sdkConfigFactory, withBaseUrl } from './sdk';

/**
 * MercadoPago behind our `PaymentProvider`, through the official SDK (`mercadopago` 3.x), both flows:
 *
 * - card (kits): the Card Payment Brick in our frame saves the card; charges on the Checkout API
 *   (card-payments.ts);
 * - redirect (meals, consultations): Checkout Pro, POST /checkout/preferences with X-Idempotency-Key =
 *   our order id, so a retry (ours, or the SDK's own retries on 429/5xx/network errors) never creates
 *   a second preference;
 * - both: GET /v1/payments/{id} (404 → null; amounts come in pesos and leave in cents),
 *   GET /v1/payments/search?external_reference=, refunds POST /v1/payments/{id}/refunds under our
 *   idempotency key, and MercadoPago's webhook signature (x-signature `ts=…,v1=…` and x-request-id,
 *   HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the application's secret).
 */
export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string;
  /** The "secret signature" of the application's webhooks; without it every notification is refused. */
  webhookSecret: string | null;
  /**
   * Only for tests against a local fake (apps/api/test/fakes/fake-mercadopago.ts): where the API is
   * instead of https://api.mercadopago.com. See `withBaseUrl` (sdk.ts).
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

export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const { publicKey, webhookSecret } = options;
  const baseUrl = options.baseUrl === undefined ? undefined : checkBaseUrl(options.baseUrl);
  const sdkConfig = sdkConfigFactory(options);
  const call = <T>(run: () => Promise<T>) => withBaseUrl(baseUrl, run);

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

  async function createPreference(request: PreferenceRequest) {
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
    const created = await call(() => preference.create({ body, requestOptions: { idempotencyKey: request.orderId } }));
    if (!created.id || !created.init_point)
      throw new Error('MercadoPago answered a preference without id or init_point');
    return { id: created.id, checkoutUrl: created.init_point };
  }

  const provider: PaymentProvider = {
    name: 'mercadopago',
    publicKey,
    card: createMercadoPagoCardFlow({ ...options, baseUrl }),
    redirect: { createPreference },

    async getPayment(paymentId) {
      if (!PAYMENT_ID.test(paymentId)) return null;
      const client = new Payment(sdkConfig());
      let payment: Awaited<ReturnType<Payment['get']>>;
      try {
        payment = await call(() => client.get({ id: paymentId }));
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return null;
        throw error;
      }
      if (typeof payment.status !== 'string' || typeof payment.transaction_amount !== 'number')
        throw new Error(`MercadoPago answered payment ${paymentId} without status or transaction_amount`);
      return providerPayment({ ...payment, id: payment.id ?? paymentId });
    },

    async findPayments(orderId) {
      const client = new Payment(sdkConfig());
      const found = await call(() =>
        client.search({
          options: { external_reference: orderId, sort: 'date_created', criteria: 'desc', limit: 20 },
        }),
      );
      return (found.results ?? [])
        .filter((p) => typeof p.status === 'string' && typeof p.transaction_amount === 'number' && p.id != null)
        .map(providerPayment);
    },

    async refund(reference, refundOptions = {}) {
      if (!PAYMENT_ID.test(reference)) return { status: 'error', errorCode: 'invalid_payment_id' };
      const client = new PaymentRefund(sdkConfig());
      // One key per refund step (`refund-<payment>` for all of it): a retry (ours, another process's,
      // the SDK's) never refunds twice.
      const key = refundOptions.key ?? `refund-${reference}`;
      try {
        await call(() =>
          client.create({
            payment_id: reference,
            ...(refundOptions.amountCents === undefined ? {} : { body: { amount: refundOptions.amountCents / 100 } }),
            requestOptions: { idempotencyKey: key },
          }),
        );
        return { status: 'refunded' };
      } catch (error) {
        // A full refund asked again after it was made: nothing left to give back.
        if (error instanceof MercadoPagoError && error.status === 400 && refundOptions.amountCents === undefined) {
          const again = await provider.getPayment(reference);
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
        const found = await call(() => client.get({ id: chargebackId }));
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
  return provider;
}
