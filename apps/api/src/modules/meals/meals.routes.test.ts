import { randomUUID } from 'node:crypto';
import { AnalysisStatus, addDays, mondayOf, montevideoDate } from '@nutritest/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, mealBuyer, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
import { coupons, orders } from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';
import { seedDemoMenu } from '../../db/seed/meals-menu';

let t: TestApp;
type Week = {
  weekId: string;
  weekstart: string;
  mealsList: Array<{ mealId: string; title: string; kitchenId: number; availableDay: number; suitsMe: boolean | null }>;
};
let weeks: Week[];
/** The week after next: always open for ordering. */
let open: Week;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
  await t.app.database.db.insert(coupons).values([
    { code: 'VIANDAS15', kind: 'percent', value: 15, category: 'meals' },
    { code: 'KITS10', kind: 'percent', value: 10, category: 'kits' },
  ]);
  weeks = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json();
  open = weeks.find((w) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14))!;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: Record<string, unknown>, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const user = mealBuyer({ comments: 'Portería' });

/** Two "any day" meals on Tuesday and Thursday of the open week. */
function twoDays(quantity = 1) {
  const any = open.mealsList.filter((m) => m.kitchenId === 2 && m.availableDay === 7);
  return [
    {
      weekId: open.weekId,
      weekstart: open.weekstart,
      weekend: addDays(open.weekstart, 6),
      days: [
        {
          day: 2,
          date: addDays(open.weekstart, 1),
          meals: [{ mealId: any[0]!.mealId, title: any[0]!.title, quantity }],
        },
        {
          day: 4,
          date: addDays(open.weekstart, 3),
          meals: [{ mealId: any[1]!.mealId, title: any[1]!.title, quantity }],
        },
      ],
    },
  ];
}

const order = (body: Record<string, unknown>, key: string = randomUUID(), headers: Headers = {}) =>
  post('/v1/order/orders', body, { ...headers, 'idempotency-key': key });

async function pendingOrder(extra: Record<string, unknown> = {}) {
  const res = await order({ orderObject: twoDays(), userObject: user, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json() as { orderId: string; accessKey: string; totalCents: number; status: string };
}

async function payInSandbox(orderId: string, accessKey: string, outcome: 'approved' | 'rejected' | 'pending') {
  const pref = (await post('/v1/payment/create_preference', { orderId, accessKey })).json();
  const path = new URL(pref.checkoutUrl).pathname;
  const res = await post(path, { outcome });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().redirectUrl);
}

describe('the menu and prices', () => {
  it('answers the weeks with meals to anyone, and the prices with the meal at index 4', async () => {
    expect(weeks.length).toBe(3);
    expect(weeks[0]!.mealsList.length).toBeGreaterThan(5);
    expect(weeks.every((w) => w.mealsList.every((m) => m.suitsMe === null))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/v1/meal/prices' })).json()).toEqual([70, 90, 70, 120, 390]);
  });

  it('tells a customer with results which meals suit them', async () => {
    // Lactase non-persistent, with celiac disease diagnosed (pathology 13) declared in the Formulario
    // ADN (issue 37: a declared lactose intolerance now limits a cup of milk rather than ruling it out).
    const me = await signInAs(t.app, 'Customer', { pathologyIds: [13] });
    const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
    await importLab(t.app, `${analysis.referenceId},rs4988235,GG`);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek', headers: me.headers })
    ).json() as Week[];
    const byTitle = new Map(mine[0]!.mealsList.map((m) => [m.title, m.suitsMe]));
    // Wheat flour in the tart: 'No sugerido' with a celiac diagnosis; the gluten-free meals suit.
    expect(byTitle.get('Tarta de zapallitos')).toBe(false);
    expect(byTitle.get('Merluza con puré de calabaza')).toBe(true);
    expect(byTitle.get('Guiso de lentejas con verduras')).toBe(true);
  });
});

describe('POST /v1/coupon/validate', () => {
  it('accepts a meals coupon and refuses another category or an unknown code', async () => {
    const ok = await post('/v1/coupon/validate', { code: 'viandas15', userId: null, category: 'meals' });
    expect(ok.json()).toEqual({ discount: 15, type: 'percent', message: 'Cupón válido.' });
    const kits = await post('/v1/coupon/validate', { code: 'KITS10', userId: null, category: 'meals' });
    expect(kits.statusCode).toBe(400);
    expect(kits.json().message).toBe('Este cupón no es válido para platos semanales.');
    const unknown = await post('/v1/coupon/validate', { code: 'NOEXISTE', userId: null, category: 'meals' });
    expect(unknown.json().message).toBe('El cupón no existe o ya no está vigente.');
  });
});

describe('POST /v1/order/orders', () => {
  it('prices an order without sign-in on the server: meals, a shipping per day, the coupon on the meals', async () => {
    const key = randomUUID();
    const res = await order(
      { orderObject: twoDays(), userObject: user, couponCode: 'viandas15', orderSummary: 'x' },
      key,
    );
    expect(res.statusCode).toBe(200);
    // 2 × $U 390 = 780; shipping 2 days × 70 = 140; 15 % of 780 = 117 → 803
    expect(res.json()).toMatchObject({
      status: 'pending',
      mealCount: 2,
      mealsCents: 78_000,
      shippingCents: 14_000,
      discountCents: 11_700,
      totalCents: 80_300,
      currency: 'UYU',
      paymentId: null,
    });
    // Sent again with the same key and body: the same order, not a second one.
    const again = await order(
      { orderObject: twoDays(), userObject: user, couponCode: 'viandas15', orderSummary: 'x' },
      key,
    );
    expect(again.json().orderId).toBe(res.json().orderId);
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(row!.accountId).toBeNull();
  });

  it('keeps the account of a signed-in customer', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await order({ orderObject: twoDays(), userObject: user }, randomUUID(), me.headers);
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(row!.accountId).toBe(me.account.id);
  });

  it('refuses a closed day, a meal on a day it is not delivered, a locality outside the zones, a kits coupon', async () => {
    const thisMonday = weeks[0]!;
    const past = [
      {
        weekId: thisMonday.weekId,
        weekstart: thisMonday.weekstart,
        weekend: addDays(thisMonday.weekstart, 6),
        days: [
          {
            day: 1,
            date: thisMonday.weekstart,
            meals: [{ mealId: thisMonday.mealsList[0]!.mealId, title: 'x', quantity: 1 }],
          },
        ],
      },
    ];
    const closed = await order({ orderObject: past, userObject: user });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('Ya no se puede pedir para ese día.');

    const tuesdayOnly = open.mealsList.find((m) => m.availableDay === 2)!;
    const wrongDay = twoDays();
    wrongDay[0]!.days[1]!.meals = [{ mealId: tuesdayOnly.mealId, title: tuesdayOnly.title, quantity: 1 }];
    expect((await order({ orderObject: wrongDay, userObject: user })).json().message).toBe(
      'Ese plato no se entrega ese día.',
    );

    const far = await order({
      orderObject: twoDays(),
      userObject: { ...user, department: 'Canelones', neighborhood: 'Atlántida' },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields['userObject.neighborhood']).toBe('Por ahora no llegamos a esa localidad.');

    const kits = await order({ orderObject: twoDays(), userObject: user, couponCode: 'KITS10' });
    expect(kits.json().fields.couponCode).toBe('Este cupón no es válido para platos semanales.');

    const noKey = await post('/v1/order/orders', { orderObject: twoDays(), userObject: user });
    expect(noKey.statusCode).toBe(400);
    const incomplete = await order({ orderObject: twoDays(), userObject: { ...user, name: '', address: '' } });
    expect(incomplete.json().fields).toMatchObject({
      'userObject.name': 'Por favor completá todos los campos del formulario.',
      'userObject.address': 'Por favor completá todos los campos del formulario.',
    });
  });
});

describe('paying', () => {
  it('one preference per order; only its creator (access key) reads, pays or cancels it', async () => {
    const o = await pendingOrder();
    const first = await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ gateway: 'sandbox', publicKey: null });
    expect(first.json().checkoutUrl).toMatch(/\/sandbox\/checkout\/SBX-PREF-/);
    const second = await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    expect(second.json().id).toBe(first.json().id);
    const forged = 'x'.repeat(43);
    expect((await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: forged })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${forged}` })).statusCode,
    ).toBe(404);

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}`,
    });
    expect(cancel.statusCode).toBe(204);
    expect(
      (await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey })).statusCode,
    ).toBe(409);
  });

  it('the sandbox approves: the server confirms from the provider, e-mails the summary; repeats change nothing', async () => {
    const usesOf = async () =>
      (await t.app.database.db.select().from(coupons).where(eq(coupons.code, 'VIANDAS15')))[0]!.usesCount;
    const before = await usesOf();
    const o = await pendingOrder({ couponCode: 'VIANDAS15' });
    // The use is taken when the order is created, not again when it is paid.
    expect(await usesOf()).toBe(before + 1);
    const back = await payInSandbox(o.orderId, o.accessKey, 'approved');
    expect(back.pathname).toBe('/platos-semanales');
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe(o.orderId);
    const paymentId = back.searchParams.get('payment_id')!;
    const read = await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` });
    expect(read.json()).toMatchObject({ status: 'paid', paymentId });
    const mail = await lastEmailTo(t.app, user.email, 'notice');
    expect(mail?.subject).toBe('Confirmamos tu pedido de platos semanales');
    expect(mail?.text).toContain('Av. Brasil 1234');
    expect(await usesOf()).toBe(before + 1);
  });

  it('a forged return URL, an unsigned or tampered notification leave the order unpaid', async () => {
    const o = await pendingOrder();
    await t.app.inject({
      method: 'GET',
      url: `/platos-semanales?status=approved&payment_id=1&external_reference=${o.orderId}`,
    });
    const unsigned = await post('/v1/payment/webhook?type=payment&data.id=123', {
      type: 'payment',
      data: { id: '123' },
    });
    expect(unsigned.statusCode).toBe(401);
    const tampered = await post(
      '/v1/payment/webhook?type=payment&data.id=123',
      { type: 'payment', data: { id: '123' } },
      { 'x-signature': `ts=${Date.now()},v1=${'ab'.repeat(32)}`, 'x-request-id': 'r1' },
    );
    expect(tampered.statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` });
    expect(read.json()).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('a payment whose amount differs from the order does not pay it; a rejection marks it failed', async () => {
    const o = await pendingOrder();
    await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
    await t.app.database.db
      .update(orders)
      .set({ subtotalCents: sql`${orders.subtotalCents} + 100`, totalCents: o.totalCents + 100 })
      .where(eq(orders.id, o.orderId));
    await payInSandbox(o.orderId, o.accessKey, 'approved');
    const read = async (id: string, key: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/order/orders/${id}?accessKey=${key}` })).json();
    expect((await read(o.orderId, o.accessKey)).status).toBe('pending');

    const r = await pendingOrder();
    const back = await payInSandbox(r.orderId, r.accessKey, 'rejected');
    expect(back.searchParams.get('status')).toBe('rejected');
    expect((await read(r.orderId, r.accessKey)).status).toBe('failed');

    const p = await pendingOrder();
    await payInSandbox(p.orderId, p.accessKey, 'pending');
    expect((await read(p.orderId, p.accessKey)).status).toBe('pending');
  });

  it('serves the sandbox checkout page with its own strict CSP', async () => {
    const o = await pendingOrder();
    const pref = (await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey })).json();
    const page = await t.app.inject({ method: 'GET', url: new URL(pref.checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.body).toContain('Pagar (aprobado)');
    expect(page.body).toContain('$U 920');
  });
});
