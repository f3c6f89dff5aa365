import { createHmac, randomUUID } from 'node:crypto';
import { addDays, messages, mondayOf, montevideoDate } from '@nutritest/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, mealBuyer, signInAs, type TestApp } from '../../../test/helpers';
import { coupons, couponUses, ledgerEntries, orders, sandboxPayments } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';
import type { LogDestination } from '../../platform/logger';

/** Security review, issue 17: coupons held by orders, idempotency keys per caller, money that paid nothing. */
let t: TestApp;
const logLines: string[] = [];
type Week = {
  weekId: string;
  weekstart: string;
  mealsList: Array<{ mealId: string; title: string; kitchenId: number; availableDay: number }>;
};
let open: Week;

beforeAll(async () => {
  const destination: LogDestination = { write: (line) => void logLines.push(line) };
  t = await buildTestApp({ LOG_LEVEL: 'warn' }, { logger: true, logDestination: destination });
  await seedDemoMenu(t.app.database.db);
  const weeks: Week[] = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json();
  open = weeks.find((w) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14))!;
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: Record<string, unknown>, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const user = (email = 'ana.money@test.uy') => mealBuyer({ email });

function body(extra: Record<string, unknown> = {}, quantity = 1, email?: string) {
  const any = open.mealsList.filter((m) => m.kitchenId === 2 && m.availableDay === 7);
  return {
    orderObject: [
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
        ],
      },
    ],
    userObject: user(email),
    ...extra,
  };
}

let client = 0;
/** Each order from its own address: the order rate limit (30 an hour per address) is not under test here. */
const order = (payload: Record<string, unknown>, key: string = randomUUID(), headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/order/orders',
    payload,
    headers: { ...headers, 'idempotency-key': key },
    remoteAddress: `10.17.${Math.floor(++client / 250)}.${client % 250}`,
  });

async function pendingOrder(extra: Record<string, unknown> = {}) {
  const res = await order(body(extra));
  expect(res.statusCode).toBe(200);
  return res.json() as { orderId: string; accessKey: string; totalCents: number };
}

const read = async (o: { orderId: string; accessKey: string }) =>
  (await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` })).json();
const cancel = (o: { orderId: string; accessKey: string }) =>
  t.app.inject({ method: 'DELETE', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` });

/** Opens the order's sandbox checkout page; answers its path. */
async function checkoutPath(o: { orderId: string; accessKey: string }) {
  const pref = await post('/v1/payment/create_preference', { orderId: o.orderId, accessKey: o.accessKey });
  expect(pref.statusCode).toBe(200);
  return new URL(pref.json().checkoutUrl).pathname;
}
async function payOn(path: string, outcome: 'approved' | 'rejected' | 'pending' = 'approved') {
  const res = await post(path, { outcome });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().redirectUrl).searchParams.get('payment_id')!;
}

/** A notification signed like the sandbox checkout signs it (ts in milliseconds). */
/** The sandbox's notification, signed as it signs them (ts in seconds, like MercadoPago's). */
function sandboxNotification(paymentId: string, ts = Math.floor(Date.now() / 1000)) {
  const secret = createHmac('sha256', t.config.jwtSecret).update('sandbox-checkout-notifications').digest('hex');
  const requestId = randomUUID();
  const v1 = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return post(
    `/v1/payment/webhook?type=payment&data.id=${paymentId}`,
    { type: 'payment', data: { id: paymentId } },
    { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
  );
}

const usesOf = async (code: string) =>
  (await t.app.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usesCount;
const refundEntries = (paymentId: string) =>
  t.app.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'unapplied_refund'), eq(ledgerEntries.reference, paymentId)));
const sandboxStatus = async (paymentId: string) =>
  (await t.app.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]!.status;

describe('a meals coupon limited to N uses (finding 3)', () => {
  it('is held by the order that used it: a second order before any payment is refused', async () => {
    await t.app.database.db
      .insert(coupons)
      .values({ code: 'UNICO1', kind: 'percent', value: 20, category: 'meals', maxUses: 1 });
    const first = await order(body({ couponCode: 'UNICO1' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().discountCents).toBeGreaterThan(0);
    expect(await usesOf('UNICO1')).toBe(1);
    const second = await order(body({ couponCode: 'UNICO1' }));
    expect(second.statusCode).toBe(400);
    expect(second.json().fields.couponCode).toBeTruthy();
    // Paying the holder does not count it twice.
    await payOn(await checkoutPath(first.json()));
    expect((await read(first.json())).status).toBe('paid');
    expect(await usesOf('UNICO1')).toBe(1);
  });

  it('20 concurrent orders with a single-use coupon: exactly one holds it', async () => {
    await t.app.database.db
      .insert(coupons)
      .values({ code: 'CARRERA', kind: 'percent', value: 20, category: 'meals', maxUses: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => order(body({ couponCode: 'CARRERA' }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(await usesOf('CARRERA')).toBe(1);
    const held = await t.app.database.db.select().from(couponUses);
    expect(held.filter((u) => u.orderId === results.find((r) => r.statusCode === 200)!.json().orderId)).toHaveLength(1);
  });

  it('a second send of one attempt that checks the coupon after the first took its last use answers the first’s order', async () => {
    // The interleaving a double click can hit: the second send looked for its key before the first
    // committed (the spy answers "none yet"), then finds the coupon used up by that very order.
    await t.app.database.db
      .insert(coupons)
      .values({ code: 'DOBLECLIC', kind: 'percent', value: 20, category: 'meals', maxUses: 1 });
    const key = randomUUID();
    const first = await order(body({ couponCode: 'DOBLECLIC' }), key);
    expect(first.statusCode, first.body).toBe(200);
    const lookUp = vi.spyOn(t.app.orders, 'findByKey').mockResolvedValueOnce(undefined);
    try {
      const second = await order(body({ couponCode: 'DOBLECLIC' }), key);
      expect(lookUp).toHaveBeenCalledTimes(2);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().orderId).toBe(first.json().orderId);
    } finally {
      lookUp.mockRestore();
    }
    expect(await usesOf('DOBLECLIC')).toBe(1);
  });

  it('is given back when the order is cancelled or expires', async () => {
    await t.app.database.db
      .insert(coupons)
      .values({ code: 'VUELVE', kind: 'percent', value: 20, category: 'meals', maxUses: 1 });
    const first = await pendingOrder({ couponCode: 'VUELVE' });
    expect((await cancel(first)).statusCode).toBe(204);
    expect(await usesOf('VUELVE')).toBe(0);
    // Cancelling again gives nothing back twice.
    expect((await cancel(first)).statusCode).toBe(204);
    expect(await usesOf('VUELVE')).toBe(0);

    const second = await pendingOrder({ couponCode: 'VUELVE' });
    expect(await usesOf('VUELVE')).toBe(1);
    const meals = (await import('./meals.service')).MEAL_ORDER_EXPIRY_MS;
    await t.app.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - meals - 60_000) })
      .where(eq(orders.id, second.orderId));
    await t.app.meals.expireUnpaid();
    expect((await read(second)).status).toBe('cancelled');
    expect(await usesOf('VUELVE')).toBe(0);
  });
});

describe('meals Idempotency-Key (finding 4)', () => {
  it('never hands another caller’s order out for its key', async () => {
    const me = await signInAs(t.app, 'Customer');
    const key = randomUUID();
    const mine = await order(body(), key, me.headers);
    expect(mine.statusCode).toBe(200);
    // Anonymous, same key, same body: a new order of its own, not mine (and not my access key).
    const stranger = await order(body(), key);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().orderId).not.toBe(mine.json().orderId);
    expect(stranger.json().accessKey).not.toBe(mine.json().accessKey);
    // My own retry still finds mine.
    expect((await order(body(), key, me.headers)).json().orderId).toBe(mine.json().orderId);
    // And another account with my key gets its own.
    const other = await signInAs(t.app, 'Customer');
    expect((await order(body(), key, other.headers)).json().orderId).not.toBe(mine.json().orderId);
  });

  it('a guest’s key only finds its order with the same request; another body answers 422', async () => {
    const key = randomUUID();
    const first = await order(body({}, 1, 'guest.one@test.uy'), key);
    expect((await order(body({}, 1, 'guest.one@test.uy'), key)).json().orderId).toBe(first.json().orderId);
    const changed = await order(body({}, 2, 'guest.one@test.uy'), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ error: 'UNPROCESSABLE', message: messages.idempotencyKeyReused });
    expect(JSON.stringify(changed.json())).not.toContain(first.json().orderId);
    // Another guest with the same key has a scope of their own (issue 36, L6): their own order,
    // never the first guest's, and no 422 that would tell the key is in use.
    const someoneElse = await order(body({}, 1, 'attacker@test.uy'), key);
    expect(someoneElse.statusCode).toBe(200);
    expect(someoneElse.json().orderId).not.toBe(first.json().orderId);
  });
});

describe('money that pays no order is refunded (finding 5)', () => {
  it('paying a cancelled order: refunded at the gateway, logged, on the ops ledger, once', async () => {
    const o = await pendingOrder();
    const path = await checkoutPath(o);
    expect((await cancel(o)).statusCode).toBe(204);
    const paymentId = await payOn(path);
    expect((await read(o)).status).toBe('cancelled');
    expect(await sandboxStatus(paymentId)).toBe('refunded');
    const [entry, ...more] = await refundEntries(paymentId);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ amountCents: o.totalCents, currency: 'UYU' });
    expect(entry!.note).toContain(o.orderId);
    expect(entry!.note).toContain('cancelado');
    expect(logLines.some((l) => l.includes('refunded automatically') && l.includes(paymentId))).toBe(true);

    // Repeated notifications (the payment now reads refunded) change nothing.
    expect((await sandboxNotification(paymentId)).statusCode).toBe(200);
    expect((await sandboxNotification(paymentId)).statusCode).toBe(200);
    expect(await refundEntries(paymentId)).toHaveLength(1);

    // Operations see it on the ledger.
    const op = await signInAs(t.app, 'Operator');
    const today = montevideoDate(new Date());
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/v1/ops/ledger?startDate=${addDays(today, -1)}&endDate=${addDays(today, 1)}`,
      headers: op.headers,
    });
    expect(ledger.json()).toContainEqual(
      expect.objectContaining({ kind: 'unapplied_refund', reference: paymentId, amountCents: o.totalCents }),
    );
  });

  it('paying an order twice: the second payment is refunded, the order keeps the first', async () => {
    const o = await pendingOrder();
    const path = await checkoutPath(o);
    const first = await payOn(path);
    const second = await payOn(path);
    expect(await read(o)).toMatchObject({ status: 'paid', paymentId: first });
    expect(await sandboxStatus(first)).toBe('approved');
    expect(await sandboxStatus(second)).toBe('refunded');
    expect(await refundEntries(first)).toHaveLength(0);
    expect((await refundEntries(second))[0]!.note).toContain('ya estaba pago');
    // The first payment's notification again: still paid, nothing refunded.
    expect((await sandboxNotification(first)).statusCode).toBe(200);
    expect(await sandboxStatus(first)).toBe('approved');
  });

  it('a payment of another amount is refunded and the order stays payable', async () => {
    const o = await pendingOrder();
    const path = await checkoutPath(o);
    await t.app.database.db
      .update(orders)
      .set({ subtotalCents: sql`${orders.subtotalCents} + 100`, totalCents: o.totalCents + 100 })
      .where(eq(orders.id, o.orderId));
    const paymentId = await payOn(path);
    expect((await read(o)).status).toBe('pending');
    expect(await sandboxStatus(paymentId)).toBe('refunded');
    expect(await refundEntries(paymentId)).toHaveLength(1);
  });
});

describe('the sandbox’s signed notifications (hardening)', () => {
  it('are refused when signed more than 3 days ago or from the future, taken a few hours late (decision 067)', async () => {
    const o = await pendingOrder();
    const paymentId = await payOn(await checkoutPath(o), 'pending');
    const now = Math.floor(Date.now() / 1000);
    expect((await sandboxNotification(paymentId, now - 4 * 24 * 3600)).statusCode).toBe(401);
    expect((await sandboxNotification(paymentId, now + 11 * 60)).statusCode).toBe(401);
    expect((await sandboxNotification(paymentId, now - 3 * 3600)).statusCode).toBe(200);
  });
});
