import { BOOKING_HORIZON_DAYS } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { HOLDS_PER_ADDRESS, HOLDS_PER_EMAIL } from './consultations.service';

/**
 * Issue 17, finding 12: slots are offered, held and booked only inside the booking horizon
 * (90 days), and unpaid holds are limited per client address and per e-mail (database counters).
 */
let t: TestApp;
let nutritionistId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const nutri = await signInAs(t.app, 'Nutritionist');
  nutritionistId = nutri.account.id;
  // Every day, all day: plenty of 30-minute slots in every month.
  const windows = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:30' }));
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/consultations/availability',
    headers: nutri.headers,
    payload: { windows, exceptions: [] },
  });
  expect(saved.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Slot = { start: string; nutritionistId: string };
const monthOf = (days: number) => new Date(Date.now() - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 7);
const slotsIn = async (mes: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/consultations/slots?mes=${mes}` })).json() as {
    month: string;
    slots: Slot[];
  };
const hire = (slot: Slot, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference_hire_nutritionist',
    remoteAddress,
    payload: {
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Ana', lastName: 'Pérez', email, phone: '099123456' },
        slot: { start: slot.start, nutritionistId: slot.nutritionistId },
      },
    },
  });

describe('the booking horizon', () => {
  it('offers no slot past 90 days and refuses months beyond it', async () => {
    const last = Date.now() + BOOKING_HORIZON_DAYS * 86_400_000;
    const edge = await slotsIn(monthOf(BOOKING_HORIZON_DAYS));
    expect(edge.slots.length).toBeGreaterThan(0);
    expect(edge.slots.every((s) => new Date(s.start).getTime() <= last)).toBe(true);

    for (const mes of [monthOf(BOOKING_HORIZON_DAYS + 40), '2100-01']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/consultations/slots?mes=${mes}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.mes).toBe('Solo mostramos turnos de los próximos 3 meses.');
    }
  });

  it('refuses to hold a slot in 2100 or past the horizon, next to the field', async () => {
    for (const start of ['2100-01-04T13:00:00.000Z', new Date(Date.now() + 120 * 86_400_000).toISOString()]) {
      const res = await hire({ start, nutritionistId }, 'horizonte@test.uy', '10.1.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields['orderData.slot.start']).toMatch(/próximos 90 días/);
    }
  });
});

describe('limits on unpaid holds', () => {
  it(`holds at most ${HOLDS_PER_EMAIL} slots per e-mail in an hour, from any address`, async () => {
    const { slots } = await slotsIn(monthOf(40));
    for (let i = 0; i < HOLDS_PER_EMAIL; i++) {
      expect((await hire(slots[i]!, 'Acaparador@Test.uy', `10.2.0.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await hire(slots[HOLDS_PER_EMAIL]!, 'acaparador@test.uy', '10.2.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'RATE_LIMITED',
      message:
        'Reservaste demasiados turnos sin pagar en poco tiempo. Terminá el pago del que elegiste o volvé a intentar en una hora.',
    });
    // The refused slot was not held: someone else can take it.
    expect((await hire(slots[HOLDS_PER_EMAIL]!, 'otra.persona@test.uy', '10.2.2.1')).statusCode).toBe(200);
  });

  it(`holds at most ${HOLDS_PER_ADDRESS} slots per client address in an hour, whatever the e-mails`, async () => {
    const { slots } = await slotsIn(monthOf(60));
    for (let i = 0; i < HOLDS_PER_ADDRESS; i++) {
      const res = await hire(slots[i]!, `persona${i}@test.uy`, '10.3.0.1');
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await hire(slots[HOLDS_PER_ADDRESS]!, 'una.mas@test.uy', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('RATE_LIMITED');
    expect((await hire(slots[HOLDS_PER_ADDRESS]!, 'una.mas@test.uy', '10.3.0.2')).statusCode).toBe(200);
  });
});
