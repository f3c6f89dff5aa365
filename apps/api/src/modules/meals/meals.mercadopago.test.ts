import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import type { TestApp } from '../../../test/helpers';
import { orderMeals } from '../../../test/meal-order';
import { buildMercadoPagoTestApp, MP_TEST_WEBHOOK_SECRET, mercadoPagoWebhook } from '../../../test/mercadopago-app';
import { ledgerEntries } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

const SECRET = MP_TEST_WEBHOOK_SECRET;
let mp: FakeMercadoPago;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ mp, t, close } = await buildMercadoPagoTestApp());
  await seedDemoMenu(t.app.database.db);
});
afterAll(async () => {
  await close?.();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const order = () => orderMeals(t.app, { buyer: { name: 'Ana', email: 'ana.mp@test.uy', saltOption: 'con-sal' } });

const webhook = (paymentId: string, secret = SECRET, ts?: number) =>
  mercadoPagoWebhook(t.app, paymentId, { secret, ts });

const status = async (o: { orderId: string; accessKey: string }) =>
  (await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` })).json();

describe('meals paid with MercadoPago (against a local fake of its API)', () => {
  it('creates one Checkout Pro preference with our order as external reference', async () => {
    const o = await order();
    const res = await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gateway: 'mercadopago', publicKey: mp.publicKey });
    const sent = mp.preferences.at(-1)!.request as Record<string, unknown>;
    expect(sent).toMatchObject({
      external_reference: o.orderId,
      notification_url: `${t.config.publicUrl}/v1/payment/webhook?source_news=webhooks`,
      items: [expect.objectContaining({ currency_id: 'UYU', unit_price: o.totalCents / 100, quantity: 1 })],
    });
    expect(res.json().checkoutUrl).toBe(mp.preferences.at(-1)!.response.init_point);
    await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    expect(
      mp.preferences.filter((p) => (p.request as { external_reference: string }).external_reference === o.orderId),
    ).toHaveLength(1);
  });

  it('a signed notification pays the order after reading the payment back; duplicates and bad signatures change nothing', async () => {
    const o = await order();
    await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    mp.addPayment({
      id: '1310000001',
      status: 'approved',
      external_reference: o.orderId,
      transaction_amount: o.totalCents / 100,
      currency_id: 'UYU',
    });

    expect((await webhook('1310000001', 'another-secret-entirely')).statusCode).toBe(401);
    expect((await status(o)).status).toBe('pending');

    expect((await webhook('1310000001')).statusCode).toBe(200);
    expect(await status(o)).toMatchObject({ status: 'paid', paymentId: '1310000001' });
    expect((await webhook('1310000001')).statusCode).toBe(200);
    expect(await status(o)).toMatchObject({ status: 'paid', paymentId: '1310000001' });
  });

  it('a payment for a different amount, or of another order, does not pay it', async () => {
    const o = await order();
    mp.addPayment({
      id: '1310000002',
      status: 'approved',
      external_reference: o.orderId,
      transaction_amount: 1,
      currency_id: 'UYU',
    });
    await webhook('1310000002');
    expect((await status(o)).status).toBe('pending');
    mp.addPayment({
      id: '1310000003',
      status: 'approved',
      external_reference: randomUUID(),
      transaction_amount: o.totalCents / 100,
      currency_id: 'UYU',
    });
    await webhook('1310000003');
    expect((await status(o)).status).toBe('pending');
  });

  it('a notification signed days ago is refused; a retry of a few hours is taken (MercadoPago retries every 15 minutes, then less often)', async () => {
    const o = await order();
    mp.addPayment({
      id: '1310000004',
      status: 'approved',
      external_reference: o.orderId,
      transaction_amount: o.totalCents / 100,
      currency_id: 'UYU',
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await webhook('1310000004', SECRET, now - 4 * 24 * 3600)).statusCode).toBe(401);
    expect((await status(o)).status).toBe('pending');
    expect((await webhook('1310000004', SECRET, now - 3 * 3600)).statusCode).toBe(200);
    expect((await status(o)).status).toBe('paid');
  });
});

describe('MercadoPago payments that pay no order (finding 5)', () => {
  const refundsOf = (paymentId: string) => mp.refunds.filter((r) => r.paymentId === paymentId);
  const entriesOf = (paymentId: string) =>
    t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'unapplied_refund'), eq(ledgerEntries.reference, paymentId)));

  it('a payment for a cancelled order is refunded through MercadoPago once, however many notifications arrive', async () => {
    const o = await order();
    await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` }))
        .statusCode,
    ).toBe(204);
    mp.addPayment({
      id: '1310000010',
      status: 'approved',
      external_reference: o.orderId,
      transaction_amount: o.totalCents / 100,
      currency_id: 'UYU',
    });
    const answers = await Promise.all([1, 2, 3, 4].map(() => webhook('1310000010')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await webhook('1310000010')).statusCode).toBe(200);
    expect((await status(o)).status).toBe('cancelled');
    expect(refundsOf('1310000010')).toHaveLength(1);
    const call = mp.requests.find((r) => r.method === 'POST' && r.path === '/v1/payments/1310000010/refunds');
    expect(call?.headers['x-idempotency-key']).toBe('refund-1310000010');
    const entries = await entriesOf('1310000010');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: o.totalCents, currency: 'UYU' });
    expect(entries[0]!.note).toContain(o.orderId);
  });

  it('a second approved payment of a paid order is refunded; the first is kept', async () => {
    const o = await order();
    for (const id of ['1310000011', '1310000012'])
      mp.addPayment({
        id,
        status: 'approved',
        external_reference: o.orderId,
        transaction_amount: o.totalCents / 100,
        currency_id: 'UYU',
      });
    await webhook('1310000011');
    await webhook('1310000012');
    expect(await status(o)).toMatchObject({ status: 'paid', paymentId: '1310000011' });
    expect(refundsOf('1310000011')).toHaveLength(0);
    expect(refundsOf('1310000012')).toHaveLength(1);
    expect(await entriesOf('1310000012')).toHaveLength(1);
  });
});

describe('the sandbox pages once MercadoPago is configured (hardening)', () => {
  it('the sandbox checkout and card page are gone: kits pay through the MercadoPago card frame too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/SBX-PREF-x' })).statusCode).toBe(404);
    expect((await post('/sandbox/checkout/SBX-PREF-x', { outcome: 'approved' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/card?session=x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/pay/card?session=x' })).statusCode).toBe(200);
  });
});
