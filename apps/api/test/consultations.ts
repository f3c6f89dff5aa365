import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../src/db/schema';
import { signInAs, type TestApp } from './helpers';

/** The 15th of next month's 'yyyy-MM' (UTC): a month whose slots are all in the future. */
export const nextMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 15)).toISOString().slice(0, 7);
};

/** Lucía publishes 09:00–12:00 on weekdays, so the builtin slot provider has something to offer. */
export async function publishWeekdayHours(t: TestApp) {
  const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lucía', lastName: 'Fernández' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/consultations/availability',
    headers: nutri.headers,
    payload: {
      windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
      exceptions: [],
    },
  });
  expect(saved.statusCode).toBe(200);
}

/** A guest hires the next month's slot number `index` in the sandbox checkout: its order and preference. */
export async function hireSlot(t: TestApp, email: string, index: number) {
  const { slots } = (
    await t.app.inject({
      method: 'GET',
      url: `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${nextMonth()}`,
    })
  ).json() as { slots: Array<{ start: string; nutritionistId: string }> };
  const slot = slots[index]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference_hire_nutritionist',
    payload: {
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Rocío', lastName: 'Acosta', email, phone: '099123456' },
        slot: { start: slot.start, nutritionistId: slot.nutritionistId },
      },
      mrgenToken: null,
    },
  });
  expect(res.statusCode).toBe(200);
  const preferenceId = decodeURIComponent(new URL(res.json().checkoutUrl).pathname.split('/').at(-1)!);
  const [order] = await t.app.database.db.select().from(orders).where(eq(orders.preferenceId, preferenceId));
  return { orderId: order!.id, preferenceId };
}
