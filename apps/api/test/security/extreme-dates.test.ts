import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp, validCustomerProfile } from '../helpers';

/**
 * Issue 17, finding 7: every date, month or date-time the API takes is checked against a sane
 * window (today − 1 year … today + 2 years in Montevideo; birth dates 1900 … today) by the shared
 * schemas of packages/domain/src/date-window.ts. Extreme values answer 400 with a Spanish text next
 * to the field, never 500.
 */
let t: TestApp;
let headers: Record<'customer' | 'nutritionist' | 'operator', Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  headers = {
    customer: (await signInAs(t.app, 'Customer')).headers,
    nutritionist: (await signInAs(t.app, 'Nutritionist')).headers,
    operator: (await signInAs(t.app, 'Operator')).headers,
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const madeUpId = '00000000-0000-4000-8000-000000000000';
const key = 'k'.repeat(32);
const EXTREME_DAYS = ['0000-01-01', '0001-01-01', '1900-01-01', '2100-01-01', '9999-12-31'];
const EXTREME_MONTHS = ['0000-01', '0001-01', '2100-01', '9999-12'];
const EXTREME_INSTANTS = ['0000-01-01T13:00:00.000Z', '0001-01-03T13:00:00Z', '9999-12-31T13:00:00.000Z'];

type Who = keyof typeof headers | 'anonymous';
interface Case {
  name: string;
  who: Who;
  method: 'GET' | 'POST' | 'PUT';
  /** The field the 400 must name, in `fields`. */
  field: string;
  values: string[];
  request: (value: string) => { url: string; body?: unknown };
}

const slot = (start: string) => ({ start, nutritionistId: madeUpId });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const mealOrder = (date: string) => ({
  orderObject: [
    {
      weekId: madeUpId,
      weekstart: date,
      weekend: date,
      days: [{ day: 1, date, meals: [{ mealId: madeUpId, title: 'Guiso', quantity: 1 }] }],
    },
  ],
});

const cases: Case[] = [
  {
    name: 'consultation slots (mes)',
    who: 'anonymous',
    method: 'GET',
    field: 'mes',
    values: EXTREME_MONTHS,
    request: (v) => ({ url: `/v1/consultations/slots?${q({ mes: v })}` }),
  },
  {
    name: 'hiring a consultation (slot start)',
    who: 'anonymous',
    method: 'POST',
    field: 'orderData.slot.start',
    values: EXTREME_INSTANTS,
    request: (v) => ({
      url: '/v1/payment/create_preference_hire_nutritionist',
      body: {
        orderData: {
          tipoConsulta: 'consultaPuntual',
          user: { name: 'Ana', lastName: 'Pérez', email: 'ana@fechas.test', phone: '099123456' },
          slot: slot(v),
        },
      },
    }),
  },
  {
    name: 'moving a session',
    who: 'anonymous',
    method: 'POST',
    field: 'slot.start',
    values: EXTREME_INSTANTS,
    request: (v) => ({ url: `/v1/consultations/bookings/${madeUpId}/reschedule`, body: { key, slot: slot(v) } }),
  },
  {
    name: 'booking the next session',
    who: 'anonymous',
    method: 'POST',
    field: 'slot.start',
    values: EXTREME_INSTANTS,
    request: (v) => ({ url: `/v1/consultations/bookings/${madeUpId}/next`, body: { key, slot: slot(v) } }),
  },
  {
    name: 'booking a session of a paid order',
    who: 'customer',
    method: 'POST',
    field: 'slot.start',
    values: EXTREME_INSTANTS,
    request: (v) => ({ url: `/v1/consultations/orders/${madeUpId}/book`, body: { slot: slot(v) } }),
  },
  {
    name: "a nutritionist's days off",
    who: 'nutritionist',
    method: 'PUT',
    field: 'exceptions.0',
    values: EXTREME_DAYS,
    request: (v) => ({ url: '/v1/consultations/availability', body: { windows: [], exceptions: [v] } }),
  },
  {
    name: 'kit pick-up slots (from)',
    who: 'customer',
    method: 'GET',
    field: 'from',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/analyses/slots?${q({ from: v, to: v })}` }),
  },
  {
    name: 'a kit delivery day',
    who: 'customer',
    method: 'POST',
    field: 'date',
    values: EXTREME_DAYS,
    request: (v) => ({
      url: '/v1/analyses/addkitdistribution',
      body: { distributionId: madeUpId, typeDelivery: 1, date: v, schedule: 0 },
    }),
  },
  {
    name: 'the route sheet',
    who: 'operator',
    method: 'GET',
    field: 'date',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/ops/route-sheet?${q({ date: v })}` }),
  },
  {
    name: 'a date agreed by phone',
    who: 'operator',
    method: 'POST',
    field: 'agreedDate',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/ops/phone-queue/${madeUpId}`, body: { agreedDate: v } }),
  },
  {
    name: 'a new week of meals',
    who: 'operator',
    method: 'POST',
    field: 'weekstart',
    // Mondays, so only the window can refuse them.
    values: ['0001-01-01', '2100-01-04', '9999-12-27'],
    request: (v) => ({ url: '/v1/ops/meals/weeks', body: { weekstart: v } }),
  },
  {
    name: 'meal delivery days',
    who: 'anonymous',
    method: 'POST',
    field: 'orderObject.0.days.0.date',
    values: EXTREME_DAYS,
    request: (v) => ({ url: '/v1/order/orders', body: mealOrder(v) }),
  },
  {
    name: 'a birth date in the profile',
    who: 'customer',
    method: 'PUT',
    field: 'profile.birthDate',
    values: ['0000-01-01', '0001-01-01', '1899-12-31', '2100-01-01', '9999-12-31'],
    request: (v) => ({ url: '/v1/account', body: { profile: { ...validCustomerProfile, birthDate: v } } }),
  },
];

/** Date inputs of the operations' meal screens and of the history reports (ledger, commissions). */
const elsewhere: Case[] = [
  {
    name: 'the kitchen sheet',
    who: 'operator',
    method: 'GET',
    field: 'date',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/ops/meals/kitchen-sheet?${q({ date: v })}` }),
  },
  {
    name: 'the weeks of meals (from)',
    who: 'operator',
    method: 'GET',
    field: 'from',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/ops/meals/weeks?${q({ from: v })}` }),
  },
  {
    name: 'commissions (startDate)',
    who: 'nutritionist',
    method: 'GET',
    field: 'startDate',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/commission?${q({ startDate: v, endDate: v })}` }),
  },
  {
    name: 'the ledger (startDate)',
    who: 'operator',
    method: 'GET',
    field: 'startDate',
    values: EXTREME_DAYS,
    request: (v) => ({ url: `/v1/ops/ledger?${q({ startDate: v, endDate: v })}` }),
  },
];

async function send(c: Case, value: string) {
  const { url, body } = c.request(value);
  return t.app.inject({
    method: c.method,
    url,
    headers: {
      'idempotency-key': `fechas-${value}-${Math.random()}`,
      ...(c.who === 'anonymous' ? {} : headers[c.who]),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('extreme dates', () => {
  for (const c of [...cases, ...elsewhere]) {
    it(`${c.name}: 400 with a Spanish text next to ${c.field}, never 500`, async () => {
      for (const value of c.values) {
        const res = await send(c, value);
        const what = `${c.method} ${c.request(value).url} with ${value}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBe(400);
        const body = res.json() as { error: string; fields?: Record<string, string> };
        expect(body.error, what).toBe('VALIDATION');
        expect(body.fields?.[c.field], what).toMatch(/fecha|mes|día|turno|nacimiento/i);
      }
    });
  }
});
