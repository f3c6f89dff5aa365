import { randomUUID } from 'node:crypto';
import { addDays, mondayOf, montevideoDate } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { seedDemoMenu } from '../../db/seed/meals-menu';
import { type FakeMercadoPago, signNotification, startFakeMercadoPago } from '../../platform/checkout/fake-mercadopago';

const SECRET = 'webhook-secret-for-tests';
let mp: FakeMercadoPago;
let t: TestApp;

beforeAll(async () => {
  mp = await startFakeMercadoPago();
  t = await buildTestApp({
    MP_ACCESS_TOKEN: mp.accessToken,
    MP_PUBLIC_KEY: 'TEST-public-key-0000',
    MP_WEBHOOK_SECRET: SECRET,
    MP_BASE_URL: mp.baseUrl,
  });
  await seedDemoMenu(t.app.database.db);
});
afterAll(async () => {
  await t?.close();
  await mp?.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function order() {
  const weeks = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json();
  const week = weeks.find(
    (w: { weekstart: string }) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14),
  );
  const meal = week.mealsList.find(
    (m: { kitchenId: number; availableDay: number }) => m.kitchenId === 2 && m.availableDay === 7,
  );
  const res = await post(
    '/v1/order/orders',
    {
      orderObject: [
        {
          weekId: week.weekId,
          weekstart: week.weekstart,
          weekend: week.weekend,
          days: [
            {
              day: 2,
              date: addDays(week.weekstart, 1),
              meals: [{ mealId: meal.mealId, title: meal.title, quantity: 2 }],
            },
          ],
        },
      ],
      userObject: {
        name: 'Ana',
        email: 'ana.mp@test.uy',
        phone: '099123456',
        department: 'Montevideo',
        neighborhood: 'Pocitos',
        address: 'Av. Brasil 1234',
        from: '10:00',
        until: '13:30',
        saltOption: 'con-sal',
        carboOption: 'con-carbo',
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { orderId: string; accessKey: string; totalCents: number };
}

function webhook(paymentId: string, secret = SECRET) {
  const requestId = randomUUID();
  const ts = Math.floor(Date.now() / 1000);
  return post(
    `/v1/payment/webhook?type=payment&data.id=${paymentId}`,
    { type: 'payment', action: 'payment.updated', data: { id: paymentId } },
    { 'x-signature': signNotification(secret, paymentId, requestId, ts), 'x-request-id': requestId },
  );
}

const status = async (o: { orderId: string; accessKey: string }) =>
  (await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` })).json();

describe('meals paid with MercadoPago (against a local fake of its API)', () => {
  it('creates one Checkout Pro preference with our order as external reference', async () => {
    const o = await order();
    const res = await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gateway: 'mercadopago', publicKey: 'TEST-public-key-0000' });
    const sent = mp.preferences.at(-1)!.request as Record<string, unknown>;
    expect(sent).toMatchObject({
      external_reference: o.orderId,
      notification_url: `${t.config.publicUrl}/v1/payment/webhook`,
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
});
