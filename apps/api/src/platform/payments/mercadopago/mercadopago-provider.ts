import { Chargeback, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
import { readSignedNotification } from '../notifications';
import type { PaymentProvider, PreferenceRequest } from '../provider';
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
 *   idempotency key (booked by the refund's real status: approved, in_process, rejected), and
 *   MercadoPago's webhooks (notifications.ts: the SDK's WebhookSignatureValidator, our window, topics).
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

type SdkPreferenceBody = Parameters<Preference['create']>[0]['body'];

export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const { publicKey, webhookSecret } = options;
  const baseUrl = options.baseUrl === undefined ? undefined : checkBaseUrl(options.baseUrl);
  const sdkConfig = sdkConfigFactory(options);
  const call = <T>(run: () => Promise<T>) => withBaseUrl(baseUrl, run);

  async function createPreference(request: PreferenceRequest) {
    const body: SdkPreferenceBody = {
      items: request.items.map((item) => ({
        id: item.id,
        title: item.title,
        ...(item.description ? { description: item.description } : {}),
        ...(item.categoryId ? { category_id: item.categoryId } : {}),
        quantity: item.quantity,
        unit_price: item.unitPriceCents / 100,
        currency_id: request.currency,
      })),
      payer: {
        name: request.payer.name,
        ...(request.payer.surname ? { surname: request.payer.surname } : {}),
        email: request.payer.email,
        ...(request.payer.phone ? { phone: { number: request.payer.phone } } : {}),
      },
      external_reference: request.orderId,
      back_urls: request.backUrls,
      auto_return: 'approved',
      notification_url: request.notificationUrl,
      statement_descriptor: 'NUTRITEST',
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
        const refund = await call(() =>
          client.create({
            payment_id: reference,
            ...(refundOptions.amountCents === undefined ? {} : { body: { amount: refundOptions.amountCents / 100 } }),
            requestOptions: { idempotencyKey: key },
          }),
        );
        // Booked by its real state: only an approved refund gave money back.
        if (refund.status === 'approved') return { status: 'refunded' };
        if (refund.status === 'in_process' || refund.status === 'authorized' || refund.status === 'pending')
          return { status: 'pending', refundId: String(refund.id ?? '') };
        return { status: 'rejected', errorCode: `refund_${refund.status ?? 'unknown'}` };
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

    readNotification(request) {
      return readSignedNotification(request, webhookSecret);
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
