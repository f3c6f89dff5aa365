import { randomUUID } from 'node:crypto';
import { addDays, type MyMealOrders, mondayOf, montevideoDate, type RepeatMealOrder, weekday } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, mealBuyer, signInAs, type TestApp } from '../../../test/helpers';
import { meals } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

let t: TestApp;
type Week = {
  weekId: string;
  weekstart: string;
  mealsList: Array<{ mealId: string; title: string; kitchenId: number; availableDay: number }>;
};
let open: Week;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
  const weeks: Week[] = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json();
  open = weeks.find((w) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14))!;
});
afterAll(async () => {
  await t?.close();
});

/** A paid order of the open week: two "any day" meals, on Tuesday (×2) and Thursday. */
async function paidOrder(headers: Record<string, string>) {
  const any = open.mealsList.filter((m) => m.kitchenId === 2 && m.availableDay === 7);
  const orderObject = [
    {
      weekId: open.weekId,
      weekstart: open.weekstart,
      weekend: addDays(open.weekstart, 6),
      days: [
        {
          day: 2,
          date: addDays(open.weekstart, 1),
          meals: [{ mealId: any[0]!.mealId, title: any[0]!.title, quantity: 2 }],
        },
        {
          day: 4,
          date: addDays(open.weekstart, 3),
          meals: [{ mealId: any[1]!.mealId, title: any[1]!.title, quantity: 1 }],
        },
      ],
    },
  ];
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/order/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { orderObject, userObject: mealBuyer() },
  });
  expect(created.statusCode).toBe(200);
  const { orderId, accessKey } = created.json();
  const pref = (
    await t.app.inject({ method: 'POST', url: '/v1/payment/create_preference', payload: { orderId, accessKey } })
  ).json();
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(pref.checkoutUrl).pathname,
    payload: { outcome: 'approved' },
  });
  expect(paid.statusCode).toBe(200);
  return { orderId: orderId as string, titles: [any[0]!.title, any[1]!.title] };
}

describe('Mis pedidos', () => {
  it('lists only the signed-in account’s orders, with each delivery day’s state', async () => {
    const ana = await signInAs(t.app, 'Customer');
    const other = await signInAs(t.app, 'Customer');
    const { orderId, titles } = await paidOrder(ana.headers);

    const res = await t.app.inject({ method: 'GET', url: '/v1/meal/my-orders', headers: ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const mine = res.json<MyMealOrders>();
    expect(mine.orders).toHaveLength(1);
    expect(mine.orders[0]).toMatchObject({ orderId, status: 'paid', mealCount: 3, upcoming: true });
    expect(mine.orders[0]!.deliveries).toEqual([
      { date: addDays(open.weekstart, 1), state: 'scheduled', items: [{ title: titles[0], quantity: 2 }] },
      { date: addDays(open.weekstart, 3), state: 'scheduled', items: [{ title: titles[1], quantity: 1 }] },
    ]);

    const theirs = await t.app.inject({ method: 'GET', url: '/v1/meal/my-orders', headers: other.headers });
    expect(theirs.json<MyMealOrders>().orders).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/meal/my-orders' })).statusCode).toBe(401);
  });

  it('repeats an order in the next open week at today’s price; another account gets 404', async () => {
    const ana = await signInAs(t.app, 'Customer');
    const other = await signInAs(t.app, 'Customer');
    const { orderId, titles } = await paidOrder(ana.headers);

    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/meal/my-orders/${orderId}/repeat`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    const repeat = res.json<RepeatMealOrder>();
    expect(repeat.week).not.toBeNull();
    expect(repeat.unavailable).toEqual([]);
    expect(repeat.pricePerMealCents).toBeGreaterThan(0);
    expect(repeat.lines.map((l) => [l.title, l.quantity])).toEqual([
      [titles[0], 2],
      [titles[1], 1],
    ]);
    // Every line is a meal of the chosen week, on a day that week still takes orders for.
    for (const line of repeat.lines) {
      expect(mondayOf(line.date)).toBe(repeat.week!.weekstart);
      expect([2, 4]).toContain(weekday(line.date));
    }

    for (const headers of [other.headers, (await signInAs(t.app, 'Nutritionist')).headers]) {
      const refused = await t.app.inject({ method: 'GET', url: `/v1/meal/my-orders/${orderId}/repeat`, headers });
      expect(refused.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/meal/my-orders/${orderId}/repeat` })).statusCode).toBe(401);
  });

  it('says which dishes the menu no longer has', async () => {
    const ana = await signInAs(t.app, 'Customer');
    const { orderId, titles } = await paidOrder(ana.headers);
    const db = t.app.database.db;
    await db.update(meals).set({ active: 0 }).where(eq(meals.title, titles[1]!));
    try {
      const repeat = (
        await t.app.inject({ method: 'GET', url: `/v1/meal/my-orders/${orderId}/repeat`, headers: ana.headers })
      ).json<RepeatMealOrder>();
      expect(repeat.lines.map((l) => l.title)).toEqual([titles[0]]);
      expect(repeat.unavailable).toEqual([{ title: titles[1], quantity: 1 }]);
    } finally {
      await db.update(meals).set({ active: 1 }).where(eq(meals.title, titles[1]!));
    }
  });
});
