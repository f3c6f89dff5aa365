import { randomUUID } from 'node:crypto';
import { addDays, messages, mondayOf, montevideoDate } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMonth, publishWeekdayHours } from '../consultations';
import { buildTestApp, type TestApp } from '../helpers';
import { mealBuyer } from '../meal-buyer';

/**
 * Issue 36, L2 and L6: what a guest (no account) types. Names and address lines of a guest meal
 * order and of a consultation booking refuse line breaks and control characters, as the account
 * forms do (a line break in a name forges an e-mail header line or a CSV row of the kitchen sheet);
 * and one guest's Idempotency-Key never finds or blocks another guest's order.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: 'true' });
  await publishWeekdayHours(t);
});
afterAll(async () => {
  await t?.close();
});

interface MenuWeek {
  weekId: string;
  weekstart: string;
  weekend: string;
  mealsList: Array<{ mealId: string; title: string; kitchenId: number; availableDay: number }>;
}

let address = 1;
async function order(buyer: Record<string, string>, key = randomUUID()) {
  const weeks = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json() as MenuWeek[];
  const week = weeks.find((w) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14))!;
  const meal = week.mealsList.find((m) => m.kitchenId === 2 && m.availableDay === 7)!;
  return t.app.inject({
    method: 'POST',
    url: '/v1/order/orders',
    headers: { 'idempotency-key': key },
    remoteAddress: `198.20.0.${address++}`,
    payload: {
      orderObject: [
        {
          weekId: week.weekId,
          weekstart: week.weekstart,
          weekend: week.weekend,
          days: [
            {
              day: 2,
              date: addDays(week.weekstart, 1),
              meals: [{ mealId: meal.mealId, title: meal.title, quantity: 1 }],
            },
          ],
        },
      ],
      userObject: mealBuyer(buyer),
    },
  });
}

const bad = ['Ana\nBcc: x@y.uy', 'Ana\r\n', 'Ana\u0007', 'A\tna', 'Ana\u2028', 'Ana\u0085'];

describe('L2: guest names and addresses are single lines', () => {
  it('a guest meal order refuses them in the name and the address, next to the field', async () => {
    for (const value of bad) {
      for (const field of ['name', 'address'] as const) {
        const res = await order({ [field]: value });
        expect([field, value, res.statusCode]).toEqual([field, value, 400]);
        expect(res.json().fields[`userObject.${field}`]).toBe(messages.singleLine);
      }
    }
    // Comments may have line breaks, never other control characters.
    expect((await order({ comments: 'Timbre 2\nDejar en portería' })).statusCode).toBe(200);
    const ctl = await order({ comments: 'Timbre\u0007' });
    expect(ctl.statusCode).toBe(400);
    expect(ctl.json().fields['userObject.comments']).toBe(messages.noControlCharacters);
  });

  it('a consultation booking refuses them in the name and last name', async () => {
    const { slots } = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${nextMonth()}`,
      })
    ).json() as { slots: Array<{ start: string; nutritionistId: string }> };
    for (const field of ['name', 'lastName'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/payment/create_preference_hire_nutritionist',
        payload: {
          orderData: {
            tipoConsulta: 'consultaPuntual',
            user: {
              name: 'Rocío',
              lastName: 'Acosta',
              email: 'rocio@test.uy',
              phone: '099123456',
              [field]: 'Ro\r\nBcc: x@y.uy',
            },
            slot: { start: slots[0]!.start, nutritionistId: slots[0]!.nutritionistId },
          },
          mrgenToken: null,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[`orderData.user.${field}`]).toBe(messages.singleLine);
    }
  });
});

describe('L6: each guest has their own Idempotency-Key scope', () => {
  it("another guest's key neither finds nor blocks their order", async () => {
    const key = randomUUID();
    const first = await order({ email: 'guest.one@test.uy' }, key);
    expect(first.statusCode).toBe(200);
    // Another guest reusing the key (known, guessed or the same buggy client) gets an order of their own.
    const second = await order({ email: 'guest.two@test.uy', name: 'Otra Persona' }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    // The first guest's retry still finds theirs.
    const retry = await order({ email: 'guest.one@test.uy' }, key);
    expect(retry.json().orderId).toBe(first.json().orderId);
  });
});
