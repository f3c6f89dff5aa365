import { randomUUID } from 'node:crypto';
import * as domain from '@nutritest/domain';
import { mealBuyer } from '../meal-buyer';
import { type ApiProcess, clientIp, jsonHeaders } from './harness';

/** A password no strength rule refuses. */
export const STRONG_PASSWORD = 'Ceibo-Rambla-Tacuarembó-2026';

export const customerProfile = {
  firstName: 'Ana',
  lastName: 'Suárez',
  birthDate: '1990-01-01',
  gender: 1,
  height: 165,
  weight: 60,
  mobile: '099123456',
  pathologies: [1, 6],
  familyHistories: [2],
};

/** The version of the terms the sign-up form shows (sent with the accepted terms box). */
const termsVersion = (domain as { CONSENT_TEXT_VERSION?: string }).CONSENT_TEXT_VERSION ?? '2026-11';

/** POST /v1/account as a new customer would (queues the confirmation e-mail in the outbox). */
export function register(api: ApiProcess, email: string) {
  return api.fetch('/v1/account', {
    method: 'POST',
    headers: jsonHeaders({ 'x-forwarded-for': clientIp() }),
    body: JSON.stringify({
      account: { role: 'Customer', email, profile: customerProfile },
      password: STRONG_PASSWORD,
      acceptTerms: true,
      termsVersion,
    }),
  });
}

export async function signIn(api: ApiProcess, email: string, password: string): Promise<string> {
  const res = await api.json<{ jwtToken: string }>('/v1/account/authenticate', {
    method: 'POST',
    headers: jsonHeaders({ 'x-forwarded-for': clientIp() }),
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.jwtToken;
}

interface Week {
  weekId: string;
  weekstart: string;
  mealsList: Array<{ mealId: string; title: string; kitchenId: number; availableDay: number }>;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A valid meal order body (two "any day" meals of the latest open week), from the public menu. */
export async function mealOrderBody(api: ApiProcess, email: string) {
  const weeks = (await api.json<Week[]>('/v1/meal/MealsByWeek')).body;
  const week = weeks.at(-1);
  if (!week) throw new Error('no meal weeks (demo menu missing?)');
  const any = week.mealsList.filter((m) => m.availableDay === 7);
  if (any.length < 2) throw new Error('the demo menu has no "any day" meals');
  return {
    orderObject: [
      {
        weekId: week.weekId,
        weekstart: week.weekstart,
        weekend: addDays(week.weekstart, 6),
        days: [
          {
            day: 2,
            date: addDays(week.weekstart, 1),
            meals: [{ mealId: any[0]!.mealId, title: any[0]!.title, quantity: 1 }],
          },
          {
            day: 4,
            date: addDays(week.weekstart, 3),
            meals: [{ mealId: any[1]!.mealId, title: any[1]!.title, quantity: 2 }],
          },
        ],
      },
    ],
    userObject: mealBuyer({ email }),
  };
}

export interface MealOrder {
  orderId: string;
  accessKey: string;
  totalCents: number;
  status: string;
}

export async function createMealOrder(api: ApiProcess, body: unknown, key = randomUUID()) {
  return api.json<MealOrder>('/v1/order/orders', {
    method: 'POST',
    headers: jsonHeaders({ 'idempotency-key': key, 'x-forwarded-for': clientIp() }),
    body: JSON.stringify(body),
  });
}

export async function createPreference(api: ApiProcess, order: MealOrder) {
  return api.json<{ id: string; checkoutUrl: string }>('/v1/payment/create_preference', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ orderId: order.orderId, accessKey: order.accessKey }),
  });
}
