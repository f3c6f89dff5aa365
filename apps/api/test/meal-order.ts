import { randomUUID } from 'node:crypto';
import { addDays, mondayOf, montevideoDate } from '@nutritest/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mealBuyer } from './meal-buyer';

interface MenuWeek {
  weekId: string;
  weekstart: string;
  weekend: string;
  mealsList: Array<{ mealId: string; title: string; kitchenId: number; availableDay: number }>;
}

/**
 * The request that orders meals of the demo menu (`seedDemoMenu`) two weeks ahead, always open for
 * ordering: one line per delivery day, each a meal of the kitchen that cooks every day (`meal` picks
 * which). Answers the response of POST /v1/order/orders, whatever its status.
 */
export async function sendMealOrder(
  app: FastifyInstance,
  {
    buyer = {},
    days = [{ offset: 1, quantity: 2 }],
    remoteAddress,
    couponCode,
    headers = {},
  }: {
    /** What differs from `mealBuyer()`. */
    buyer?: Record<string, string>;
    /** `offset` from Monday (1 = Tuesday), how many, and which of the kitchen's meals (default the first). */
    days?: Array<{ offset: number; quantity: number; meal?: number }>;
    /** The order rate limit is per address: tests that order many times use their own. */
    remoteAddress?: string;
    couponCode?: string;
    /** A signed-in buyer's headers. */
    headers?: Record<string, string>;
  } = {},
) {
  const weeks = (await app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json() as MenuWeek[];
  const week = weeks.find((w) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14))!;
  const meals = week.mealsList.filter((m) => m.kitchenId === 2 && m.availableDay === 7);
  return app.inject({
    method: 'POST',
    url: '/v1/order/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: {
      orderObject: [
        {
          weekId: week.weekId,
          weekstart: week.weekstart,
          weekend: week.weekend,
          days: days.map(({ offset, quantity, meal = 0 }) => ({
            day: offset + 1,
            date: addDays(week.weekstart, offset),
            meals: [{ mealId: meals[meal]!.mealId, title: meals[meal]!.title, quantity }],
          })),
        },
      ],
      userObject: mealBuyer(buyer),
      ...(couponCode ? { couponCode } : {}),
    },
  });
}

/** Orders meals as `sendMealOrder` does; fails the test on anything but 200. */
export async function orderMeals(app: FastifyInstance, options: Parameters<typeof sendMealOrder>[1] = {}) {
  const res = await sendMealOrder(app, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: string; accessKey: string; totalCents: number };
}
