import { Customer, MercadoPagoError, Payment } from 'mercadopago';
import type { CardFlow, CardOwner, ChargeResult, Currency, InstallmentOption, ProviderCard } from '../provider';
import { cents, sdkConfigFactory, withBaseUrl } from './sdk';

/**
 * MercadoPago's card API (Checkout API with the Card Payment Brick): the provider's card flow,
 * through the official SDK (`mercadopago` 3.x). A Uruguayan account charges cards in pesos only (the
 * Payments API has no currency field): the order arrives here already in UYU (decision 065) and what
 * MercadoPago answers (amount, currency) is handed back for the order to check. The calls:
 *
 * - a card is saved to the buyer's customer: `GET /v1/customers/search?email=` or `POST /v1/customers`,
 *   then `POST /v1/customers/{id}/cards` with the one-time card token the Brick made in our frame;
 * - instalments: `GET /v1/payment_methods/installments?amount=&payment_method_id=&issuer.id=&bin=`
 *   (the SDK has no client for it: a plain authenticated GET on the same base URL);
 * - a charge: `POST /v1/payments` with the one-time token of the saved card and its security code
 *   (made in the frame again: the provider never keeps the code), `payer: { type: 'customer', id }`,
 *   our order id as `external_reference` and as `X-Idempotency-Key`, `three_d_secure_mode: 'optional'`,
 *   the buyer's names and the item in `additional_info`, and the device id MercadoPago's security.js
 *   gave the buyer's browser as `X-Meli-Session-Id`;
 * - later: `GET /v1/payments/search?external_reference=` (what became of a charge), `PUT /v1/payments/{id}`
 *   `{ status: 'cancelled' }` (a 3-D Secure challenge never finished); reading a payment and refunds are
 *   the provider's, for both flows (mercadopago-provider.ts).
 */
interface CardOptions {
  accessToken: string;
  /** Already checked (sdk.ts `checkBaseUrl`); only for tests against the local fake. */
  baseUrl: string | undefined;
  /** Per HTTP attempt. Default 10 s. */
  timeoutMs?: number;
  maxRetries?: number;
}

/** Our three card brands, from MercadoPago's payment method ids in Uruguay (credit and debit). */
export const MP_BRANDS: Record<string, 'visa' | 'mastercard' | 'oca'> = {
  visa: 'visa',
  debvisa: 'visa',
  master: 'mastercard',
  debmaster: 'mastercard',
  oca: 'oca',
};

/** The currency an account charges cards in, by its site (only Uruguay is supported: decision 065). */
export const SITE_CURRENCY = { MLU: 'UYU' } as const;

function chargeResult(payment: {
  id?: number | string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  currency_id?: string;
  three_ds_info?: { external_resource_url?: string; creq?: string };
}): ChargeResult {
  const reference = payment.id == null ? null : String(payment.id);
  const detail = payment.status_detail ?? payment.status ?? 'unknown';
  if (payment.status === 'approved' && reference)
    return {
      status: 'approved',
      reference,
      amountCents: cents(payment.transaction_amount ?? 0),
      currency: payment.currency_id ?? '',
    };
  if (
    (payment.status === 'in_process' || payment.status === 'pending' || payment.status === 'authorized') &&
    reference
  ) {
    const info = payment.three_ds_info;
    const challenge =
      detail === 'pending_challenge' && info?.external_resource_url && info.creq
        ? { url: info.external_resource_url, creq: info.creq }
        : undefined;
    return { status: 'pending', reference, detail, ...(challenge ? { challenge } : {}) };
  }
  if (payment.status === 'rejected' || payment.status === 'cancelled')
    return { status: 'rejected', reference, errorCode: detail };
  return { status: 'error', reference, errorCode: detail };
}

export function createMercadoPagoCardFlow(options: CardOptions): CardFlow {
  const { accessToken, baseUrl } = options;
  const sdkConfig = sdkConfigFactory(options);
  const call = <T>(run: () => Promise<T>) => withBaseUrl(baseUrl, run);
  // A Uruguayan (MLU) account charges cards in pesos: `npm run payments:check` checks the site.
  const currencies: readonly Currency[] = [SITE_CURRENCY.MLU];

  async function customerFor(owner: CardOwner): Promise<string> {
    if (owner.providerCustomerId) return owner.providerCustomerId;
    const customers = new Customer(sdkConfig());
    const found = await call(() => customers.search({ options: { email: owner.email } }));
    const existing = found.results?.find((c) => c.id);
    if (existing?.id) return existing.id;
    const created = await call(() =>
      customers.create({
        body: { email: owner.email, first_name: owner.firstName, last_name: owner.lastName },
        requestOptions: { idempotencyKey: `customer-${owner.accountId}` },
      }),
    );
    if (!created.id) throw new Error('MercadoPago answered a customer without id');
    return created.id;
  }

  return {
    currencies,
    needsSecurityCode: true,
    brands: MP_BRANDS,
    cardPageUrl: (sessionId) => `/pay/card?session=${encodeURIComponent(sessionId)}`,

    async saveCard(owner, cardToken): Promise<ProviderCard> {
      const customerId = await customerFor(owner);
      const customers = new Customer(sdkConfig());
      const card = await call(() =>
        customers.createCard({ customerId, body: { token: cardToken }, requestOptions: { idempotencyKey: cardToken } }),
      );
      if (!card.id || !card.payment_method?.id || !card.last_four_digits || !card.first_six_digits)
        throw new Error('MercadoPago answered a card without id, payment method or digits');
      return {
        providerCustomerId: customerId,
        providerCardId: String(card.id),
        paymentMethodId: card.payment_method.id,
        issuerId: card.issuer?.id == null ? null : String(card.issuer.id),
        issuerImageUrl: card.payment_method.secure_thumbnail ?? card.payment_method.thumbnail ?? null,
        bin: card.first_six_digits,
        lastFour: card.last_four_digits,
        expiryMonth: Number(card.expiration_month),
        expiryYear: Number(card.expiration_year),
        holderName: card.cardholder?.name ?? '',
      };
    },

    async removeCard(card) {
      if (!card.providerCustomerId || !card.providerCardId) return;
      const customers = new Customer(sdkConfig());
      try {
        await call(() => customers.removeCard({ customerId: card.providerCustomerId!, cardId: card.providerCardId! }));
      } catch (error) {
        if (!(error instanceof MercadoPagoError && error.status === 404)) throw error;
      }
    },

    async installmentOptions(card, amountCents): Promise<InstallmentOption[]> {
      const url = new URL(`${baseUrl ?? 'https://api.mercadopago.com'}/v1/payment_methods/installments`);
      url.searchParams.set('amount', (amountCents / 100).toFixed(2));
      if (card.paymentMethodId) url.searchParams.set('payment_method_id', card.paymentMethodId);
      if (card.issuerId) url.searchParams.set('issuer.id', card.issuerId);
      if (card.bin) url.searchParams.set('bin', card.bin);
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`MercadoPago installments answered ${response.status}`);
      const plans = (await response.json()) as Array<{
        payment_method_id?: string;
        payer_costs?: Array<{ installments?: number; installment_amount?: number; total_amount?: number }>;
      }>;
      const plan = plans.find((p) => p.payment_method_id === card.paymentMethodId) ?? plans[0];
      return (plan?.payer_costs ?? [])
        .filter((c) => Number.isInteger(c.installments) && typeof c.total_amount === 'number')
        .map((c) => ({
          installments: c.installments!,
          installmentAmountCents: cents(c.installment_amount ?? c.total_amount! / c.installments!),
          totalCents: cents(c.total_amount!),
        }));
    },

    async charge(request) {
      if (!request.securityToken || !request.card.providerCustomerId || !request.card.paymentMethodId)
        return { status: 'rejected', reference: null, errorCode: 'security_code_required' };
      // The Payments API takes no currency: the account's is charged. Anything else is a bug of ours.
      if (!currencies.includes(request.currency))
        throw new Error(`MercadoPago charges ${currencies.join(', ')}, not ${request.currency}`);
      const payments = new Payment(sdkConfig());
      const names = {
        ...(request.payerFirstName ? { first_name: request.payerFirstName } : {}),
        ...(request.payerLastName ? { last_name: request.payerLastName } : {}),
      };
      try {
        const payment = await call(() =>
          payments.create({
            body: {
              transaction_amount: request.amountCents / 100,
              token: request.securityToken!,
              description: request.description,
              installments: request.installments,
              payment_method_id: request.card.paymentMethodId!,
              ...(request.card.issuerId ? { issuer_id: Number(request.card.issuerId) } : {}),
              payer: { type: 'customer', id: request.card.providerCustomerId!, email: request.payerEmail, ...names },
              // What MercadoPago's fraud scoring and its integration-quality measurement read.
              additional_info: {
                ...(request.items
                  ? {
                      items: request.items.map((item) => ({
                        id: item.id,
                        title: item.title,
                        description: item.description,
                        category_id: item.categoryId,
                        quantity: item.quantity,
                        unit_price: item.unitPriceCents / 100,
                      })),
                    }
                  : {}),
                ...(Object.keys(names).length ? { payer: names } : {}),
              },
              external_reference: request.idempotencyKey,
              notification_url: request.notificationUrl,
              statement_descriptor: 'NUTRITEST',
              three_d_secure_mode: 'optional',
              binary_mode: false,
            },
            requestOptions: {
              idempotencyKey: request.idempotencyKey,
              // The device id MercadoPago's security.js gave the buyer's browser (X-Meli-Session-Id).
              ...(request.deviceId ? { meliSessionId: request.deviceId } : {}),
            },
          }),
        );
        return chargeResult(payment);
      } catch (error) {
        // A definite refusal of the request (bad token, a plan it does not offer): no money moved.
        if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) {
          return { status: 'rejected', reference: null, errorCode: `http_${error.status}` };
        }
        throw error;
      }
    },

    async findCharge(idempotencyKey) {
      const payments = new Payment(sdkConfig());
      const found = await call(() =>
        payments.search({
          options: { external_reference: idempotencyKey, sort: 'date_created', criteria: 'desc', limit: 20 },
        }),
      );
      const results = found.results ?? [];
      // One approved payment settles the order; otherwise the newest says what happened.
      const chosen = results.find((p) => p.status === 'approved') ?? results[0];
      return chosen ? chargeResult({ ...chosen, transaction_amount: chosen.transaction_amount }) : null;
    },

    async cancelCharge(reference) {
      const payments = new Payment(sdkConfig());
      try {
        return chargeResult(await call(() => payments.cancel({ id: reference })));
      } catch (error) {
        // Not cancellable any more (the bank decided meanwhile): say what it is now.
        if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) {
          return chargeResult(await call(() => payments.get({ id: reference })));
        }
        throw error;
      }
    },
  };
}
