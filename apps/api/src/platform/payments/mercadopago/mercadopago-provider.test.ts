import { MercadoPagoError } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, signNotification, startFakeMercadoPago } from '../../../../test/fakes/fake-mercadopago';
import { NOTIFICATION_MAX_AGE_SECONDS, NOTIFICATION_MAX_SKEW_SECONDS } from '../notifications';
import type { NotificationRequest, PreferenceRequest } from '../provider';
import { createMercadoPagoProvider } from './mercadopago-provider';

const SECRET = 'whsec-test-secret';

let fake: FakeMercadoPago;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const gateway = (overrides: Partial<Parameters<typeof createMercadoPagoProvider>[0]> = {}) =>
  createMercadoPagoProvider({
    accessToken: fake.accessToken,
    publicKey: 'TEST-public-key',
    webhookSecret: SECRET,
    baseUrl: fake.baseUrl,
    ...overrides,
  });

const preferenceRequest = (orderId: string): PreferenceRequest => ({
  orderId,
  currency: 'UYU',
  items: [
    { id: 'meal-1', title: 'Bowl de quinoa', quantity: 2, unitPriceCents: 45_000 },
    { id: 'meal-2', title: 'Jugo verde', quantity: 1, unitPriceCents: 19_990 },
  ],
  payer: { name: 'Ana Pérez', email: 'ana@example.com' },
  backUrls: {
    success: 'https://nutritest.example/checkout/return?result=success',
    failure: 'https://nutritest.example/checkout/return?result=failure',
    pending: 'https://nutritest.example/checkout/return?result=pending',
  },
  notificationUrl: 'https://api.nutritest.example/checkout/notifications',
});

describe('createMercadoPagoProvider', () => {
  it('names itself and exposes the public key', () => {
    const mp = gateway();
    expect(mp.name).toBe('mercadopago');
    expect(mp.publicKey).toBe('TEST-public-key');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => gateway({ baseUrl: 'ftp://example.com' })).toThrow(/http/);
  });
});

describe('createPreference', () => {
  it('posts the preference MercadoPago expects and answers its init_point', async () => {
    const preference = await gateway().redirect.createPreference(preferenceRequest('order-101'));

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toMatch(/^\/checkout\/preferences\/?$/);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request?.headers['x-idempotency-key']).toBe('order-101');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      items: [
        { id: 'meal-1', title: 'Bowl de quinoa', quantity: 2, unit_price: 450, currency_id: 'UYU' },
        { id: 'meal-2', title: 'Jugo verde', quantity: 1, unit_price: 199.9, currency_id: 'UYU' },
      ],
      payer: { name: 'Ana Pérez', email: 'ana@example.com' },
      external_reference: 'order-101',
      back_urls: {
        success: 'https://nutritest.example/checkout/return?result=success',
        failure: 'https://nutritest.example/checkout/return?result=failure',
        pending: 'https://nutritest.example/checkout/return?result=pending',
      },
      auto_return: 'approved',
      notification_url: 'https://api.nutritest.example/checkout/notifications',
      statement_descriptor: 'NUTRITEST',
    });

    const stored = fake.preferences.at(-1);
    expect(preference).toEqual({ id: stored?.id, checkoutUrl: stored?.response.init_point });
    expect(preference.checkoutUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.uy\/checkout\/v1\/redirect\?pref_id=/);
  });

  it('sends the payer phone when there is one', async () => {
    await gateway().redirect.createPreference({
      ...preferenceRequest('order-102'),
      payer: { name: 'Ana', email: 'ana@example.com', phone: '+59899123456' },
    });
    expect(fake.requests[0]?.body).toHaveProperty('payer', {
      name: 'Ana',
      email: 'ana@example.com',
      phone: { number: '+59899123456' },
    });
  });

  it('never creates two preferences for one order: a retry sends the same idempotency key', async () => {
    const before = fake.preferences.length;
    const mp = gateway();
    const first = await mp.redirect.createPreference(preferenceRequest('order-103'));
    const second = await mp.redirect.createPreference(preferenceRequest('order-103'));
    const other = await mp.redirect.createPreference(preferenceRequest('order-104'));

    expect(second).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(fake.preferences.length - before).toBe(2);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual(['order-103', 'order-103', 'order-104']);
  });

  it("keeps the order's idempotency key across the SDK's own retries", async () => {
    const before = fake.preferences.length;
    fake.failNext(503);
    const preference = await gateway({ maxRetries: 1 }).redirect.createPreference(preferenceRequest('order-105'));

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual(['order-105', 'order-105']);
    expect(fake.preferences.length - before).toBe(1);
    expect(preference.id).toBe(fake.preferences.at(-1)?.id);
  });

  it('throws when MercadoPago refuses the credentials', async () => {
    await expect(
      gateway({ accessToken: 'TEST-wrong-token' }).redirect.createPreference(preferenceRequest('order-106')),
    ).rejects.toMatchObject({ status: 401 });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer TEST-wrong-token');
  });

  it('sends each call to its own base URL and leaves the SDK pointing at MercadoPago', async () => {
    const other = await startFakeMercadoPago();
    try {
      const a = gateway();
      const b = createMercadoPagoProvider({
        accessToken: other.accessToken,
        publicKey: 'TEST-other',
        webhookSecret: null,
        baseUrl: other.baseUrl,
      });
      other.addPayment({
        id: 555,
        status: 'approved',
        external_reference: 'x',
        transaction_amount: 1,
        currency_id: 'UYU',
      });
      // Interleaved: each call's URL is fixed before the next one starts.
      await Promise.all([
        a.redirect.createPreference(preferenceRequest('order-201')),
        b.redirect.createPreference(preferenceRequest('order-202')),
        a.getPayment('999'),
        b.getPayment('555'),
      ]);
      const seen = (server: FakeMercadoPago) =>
        server.requests.map((r) => `${r.method} ${r.headers['x-idempotency-key'] ?? r.path}`).sort();
      expect(seen(fake)).toEqual(['GET /v1/payments/999', 'POST order-201']);
      expect(seen(other)).toEqual(['GET /v1/payments/555', 'POST order-202']);
      expect(AppConfig.BASE_URL).toBe('https://api.mercadopago.com');
    } finally {
      await other.close();
    }
  });
});

describe('getPayment', () => {
  it('reads the payment and maps it, pesos to cents', async () => {
    fake.addPayment({
      id: 1_319_000_001,
      status: 'approved',
      external_reference: 'order-301',
      transaction_amount: 1099.8,
      currency_id: 'UYU',
    });
    const payment = await gateway().getPayment('1319000001');

    expect(payment).toEqual({
      id: '1319000001',
      status: 'approved',
      detail: 'accredited',
      externalReference: 'order-301',
      amountCents: 109_980,
      refundedCents: 0,
      currency: 'UYU',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/payments/1319000001',
      headers: { authorization: `Bearer ${fake.accessToken}` },
    });
  });

  it('rounds amounts that are not exact in binary', async () => {
    // 19.99 * 100 is 1998.9999999999998 in floating point.
    fake.addPayment({
      id: 1_319_000_002,
      status: 'pending',
      external_reference: null,
      transaction_amount: 19.99,
      currency_id: 'UYU',
    });
    expect(await gateway().getPayment('1319000002')).toEqual({
      id: '1319000002',
      status: 'pending',
      detail: 'pending',
      externalReference: null,
      amountCents: 1999,
      refundedCents: 0,
      currency: 'UYU',
    });
  });

  let nextPaymentId = 1_319_100_000;
  it.each([
    ['in_process', 'in_process'],
    ['rejected', 'rejected'],
    ['cancelled', 'cancelled'],
    ['refunded', 'refunded'],
    ['charged_back', 'charged_back'],
    ['authorized', 'pending'],
    ['in_mediation', 'in_process'],
    ['something_new', 'pending'],
  ])('maps the status %s to %s', async (mpStatus, status) => {
    nextPaymentId += 1;
    const id = nextPaymentId;
    fake.addPayment({
      id,
      status: mpStatus,
      external_reference: 'order-302',
      transaction_amount: 10,
      currency_id: 'UYU',
    });
    expect((await gateway().getPayment(String(id)))?.status).toBe(status);
  });

  it('answers null for a payment MercadoPago does not know', async () => {
    expect(await gateway().getPayment('404404404')).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('answers null without asking for an id that cannot be a payment', async () => {
    const mp = gateway();
    expect(await mp.getPayment('null')).toBeNull();
    expect(await mp.getPayment('../checkout/preferences')).toBeNull();
    expect(await mp.getPayment('')).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('throws on other errors', async () => {
    const wrongToken = gateway({ accessToken: 'TEST-wrong-token' }).getPayment('1319000001');
    await expect(wrongToken).rejects.toBeInstanceOf(MercadoPagoError);
    await expect(wrongToken).rejects.toMatchObject({ status: 401 });

    fake.failNext(500);
    await expect(gateway({ maxRetries: 0 }).getPayment('1319000001')).rejects.toMatchObject({ status: 500 });
  });
});

describe('readNotification (the SDK’s WebhookSignatureValidator, our window and topics)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const payment = (id: string) => ({ kind: 'payment', id });
  const refused = { kind: 'refused' };

  /** A webhook as MercadoPago sends it: data.id and type in the query and in the body. */
  const notification = (
    options: { dataId?: string; requestId?: string; ts?: number | string; secret?: string; type?: string } = {},
  ): NotificationRequest => {
    const {
      dataId = '1319000001',
      requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
      ts = now(),
      type = 'payment',
    } = options;
    return {
      headers: {
        'x-signature': signNotification(options.secret ?? SECRET, dataId, requestId, ts),
        'x-request-id': requestId,
        'content-type': 'application/json',
      },
      query: { source_news: 'webhooks', 'data.id': dataId, type },
      body: { action: `${type}.updated`, api_version: 'v1', type, data: { id: dataId }, live_mode: false },
    };
  };

  it('answers the payment id of a correctly signed payment notification', () => {
    expect(gateway().readNotification(notification())).toEqual(payment('1319000001'));
  });

  it('takes the id from the body when the query has none, and a qs-style query', () => {
    const request = notification();
    expect(gateway().readNotification({ ...request, query: { type: 'payment' } })).toEqual(payment('1319000001'));
    expect(gateway().readNotification({ ...request, query: { type: 'payment', data: { id: '1319000001' } } })).toEqual(
      payment('1319000001'),
    );
  });

  it('reads the headers whatever their case', () => {
    const request = notification();
    const headers = { 'X-Signature': request.headers['x-signature'], 'X-Request-Id': request.headers['x-request-id'] };
    expect(gateway().readNotification({ ...request, headers })).toEqual(payment('1319000001'));
  });

  it('signs an alphanumeric id as it came (MercadoPago keeps its case; so does the SDK)', () => {
    expect(gateway().readNotification(notification({ dataId: 'ABC123' }))).toEqual(payment('ABC123'));
  });

  it('accepts a timestamp in milliseconds', () => {
    expect(gateway().readNotification(notification({ ts: Date.now() }))).toEqual(payment('1319000001'));
  });

  it('refuses a tampered v1', () => {
    const request = notification();
    const signature = request.headers['x-signature'] as string;
    const last = signature.at(-1) === '0' ? '1' : '0';
    const tampered = { ...request, headers: { ...request.headers, 'x-signature': signature.slice(0, -1) + last } };
    expect(gateway().readNotification(tampered)).toEqual(refused);
    const short = { ...request, headers: { ...request.headers, 'x-signature': signature.slice(0, -2) } };
    expect(gateway().readNotification(short)).toEqual(refused);
  });

  it('refuses a notification signed with another secret', () => {
    expect(gateway().readNotification(notification({ secret: 'someone-else' }))).toEqual(refused);
  });

  it('refuses a signature made for another payment or request id', () => {
    const request = notification();
    expect(gateway().readNotification({ ...request, query: { ...request.query, 'data.id': '1319000002' } })).toEqual(
      refused,
    );
    expect(
      gateway().readNotification({ ...request, headers: { ...request.headers, 'x-request-id': 'other' } }),
    ).toEqual(refused);
  });

  it('refuses a body whose id disagrees with the signed query id', () => {
    const request = notification();
    expect(gateway().readNotification({ ...request, body: { type: 'payment', data: { id: '1319000002' } } })).toEqual(
      refused,
    );
  });

  it('refuses missing headers or parts of the signature', () => {
    const request = notification();
    const signature = request.headers['x-signature'] as string;
    const without = (name: string) =>
      Object.fromEntries(Object.entries(request.headers).filter(([key]) => key !== name));
    expect(gateway().readNotification({ ...request, headers: without('x-signature') })).toEqual(refused);
    expect(gateway().readNotification({ ...request, headers: without('x-request-id') })).toEqual(refused);
    expect(gateway().readNotification({ ...request, headers: {} })).toEqual(refused);
    const noV1 = signature.split(',')[0]!;
    expect(gateway().readNotification({ ...request, headers: { ...request.headers, 'x-signature': noV1 } })).toEqual(
      refused,
    );
    expect(
      gateway().readNotification({
        ...request,
        headers: { ...request.headers, 'x-signature': [signature, signature] },
      }),
    ).toEqual(refused);
  });

  it('takes retries signed days ago (MercadoPago sends again every 15 minutes, then less often), not from the future', () => {
    expect(gateway().readNotification(notification({ ts: now() - 2 * 24 * 3600 }))).toEqual(payment('1319000001'));
    expect(gateway().readNotification(notification({ ts: now() - NOTIFICATION_MAX_AGE_SECONDS - 60 }))).toEqual(
      refused,
    );
    expect(gateway().readNotification(notification({ ts: now() + NOTIFICATION_MAX_SKEW_SECONDS + 60 }))).toEqual(
      refused,
    );

    const request = notification();
    const v1 = (request.headers['x-signature'] as string).split(',')[1]!;
    expect(gateway().readNotification({ ...request, headers: { ...request.headers, 'x-signature': v1 } })).toEqual(
      refused,
    );
    expect(
      gateway().readNotification({ ...request, headers: { ...request.headers, 'x-signature': `ts=soon,${v1}` } }),
    ).toEqual(refused);
  });

  it('reads chargebacks on their real topic, and acknowledges the topics we do not use', () => {
    expect(gateway().readNotification(notification({ dataId: '5000001', type: 'topic_chargebacks_wh' }))).toEqual({
      kind: 'chargeback',
      id: '5000001',
    });
    expect(gateway().readNotification(notification({ dataId: '777', type: 'topic_merchant_order_wh' }))).toEqual({
      kind: 'ignored',
      topic: 'topic_merchant_order_wh',
    });
    const request = notification();
    // Unsigned IPN copies (topic, id): not ours to trust.
    expect(
      gateway().readNotification({
        headers: {},
        query: { topic: 'payment', id: '1319000001' },
        body: { resource: '1319000001', topic: 'payment' },
      }),
    ).toEqual(refused);
    // A body that names another topic than the query: refused.
    expect(
      gateway().readNotification({ ...request, body: { type: 'topic_chargebacks_wh', data: { id: '1319000001' } } }),
    ).toEqual(refused);
  });

  it('refuses every notification without a configured secret', () => {
    expect(gateway({ webhookSecret: null }).readNotification(notification())).toEqual(refused);
    expect(gateway({ webhookSecret: '' }).readNotification(notification({ secret: '' }))).toEqual(refused);
  });
});

describe('fake MercadoPago', () => {
  it('refuses a preference body MercadoPago would refuse', async () => {
    const post = (body: unknown) =>
      fetch(`${fake.baseUrl}/checkout/preferences`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const item = { id: 'm', title: 'Meal', quantity: 1, unit_price: 10, currency_id: 'UYU' };
    expect((await post({ items: [] })).status).toBe(400);
    expect((await post({ items: [{ ...item, unit_price: 0 }] })).status).toBe(400);
    expect((await post({ items: [{ ...item, currency_id: 'XXX' }] })).status).toBe(400);
    expect((await post({ items: [item], auto_return: 'approved' })).status).toBe(400);
    const ok = await post({ items: [item] });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ id: expect.any(String), init_point: expect.any(String), items: [item] });
  });
});
