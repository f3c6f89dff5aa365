import { describe, expect, it } from 'vitest';
import {
  consultationOffers,
  consultationSlotLabel,
  daysOfMonth,
  firstMonthWithSlots,
  generateSlots,
  hireNutritionistSchema,
  nextMonthOf,
  offerOf,
} from './consultations';

const nutri = '00000000-0000-4000-8000-000000000001';
// Tuesdays and Thursdays 09:00–10:30 (Montevideo).
const windows = [
  { nutritionistId: nutri, weekday: 2, startMinute: 9 * 60, endMinute: 10 * 60 + 30 },
  { nutritionistId: nutri, weekday: 4, startMinute: 9 * 60, endMinute: 10 * 60 + 30 },
];

describe('the offers', () => {
  it('are the four of the spec with their prices and sessions', () => {
    expect(consultationOffers.map((o) => [o.type, o.title, o.priceCents, o.sessions])).toEqual([
      ['consultaPuntual', 'Consulta Inicial', 200_000, 1],
      ['consultaPlus4', 'Consulta + Plan + 2 Controles', 759_000, 4],
      ['consultaPlus8', 'Consulta + Plan + 6 Controles', 1_290_000, 8],
      ['controlesx2', '2 Controles de seguimiento', 286_000, 2],
    ]);
    // Up to 6 instalments of 1.265 and 2.150.
    expect(offerOf('consultaPlus4').priceCents / 6).toBe(126_500);
    expect(offerOf('consultaPlus8').priceCents / 6).toBe(215_000);
    expect(offerOf('nope').type).toBe('consultaPuntual');
  });
});

describe('slot generation', () => {
  it('cuts each window into sessions, on the right weekdays, in Montevideo time', () => {
    const slots = generateSlots({
      month: '2026-12',
      minutes: 30,
      windows,
      exceptions: [],
      taken: [],
      now: new Date('2026-11-01T00:00:00Z'),
    });
    // December 2026: Tuesdays 1, 8, 15, 22, 29 and Thursdays 3, 10, 17, 24, 31 → 10 days × 3 sessions
    expect(slots).toHaveLength(30);
    expect(slots[0]).toEqual({
      start: '2026-12-01T12:00:00.000Z',
      end: '2026-12-01T12:30:00.000Z',
      nutritionistId: nutri,
    });
    expect(consultationSlotLabel(slots[0]!.start)).toBe('01/12 · 09:00');
    // 45-minute sessions: two fit in 90 minutes.
    expect(
      generateSlots({ month: '2026-12', minutes: 45, windows, exceptions: [], taken: [], now: new Date('2026-11-01') }),
    ).toHaveLength(20);
  });

  it('skips exception days, taken sessions and anything less than 24 h away', () => {
    const slots = generateSlots({
      month: '2026-12',
      minutes: 30,
      windows,
      exceptions: [{ nutritionistId: nutri, date: '2026-12-08' }],
      taken: [{ nutritionistId: nutri, start: '2026-12-03T12:30:00.000Z', end: '2026-12-03T13:00:00.000Z' }],
      now: new Date('2026-11-30T13:00:00Z'), // 10:00 on Monday 30 November: Tuesday 09:00 and 09:30 are < 24 h away
    });
    const starts = slots.map((s) => s.start);
    expect(starts).not.toContain('2026-12-01T12:00:00.000Z');
    expect(starts).not.toContain('2026-12-01T12:30:00.000Z');
    expect(starts).toContain('2026-12-01T13:00:00.000Z');
    expect(starts.some((s) => s.startsWith('2026-12-08'))).toBe(false);
    expect(starts).not.toContain('2026-12-03T12:30:00.000Z');
    expect(starts).toContain('2026-12-03T13:00:00.000Z');
  });

  it('crosses the month and year boundary', () => {
    expect(nextMonthOf('2026-12')).toBe('2027-01');
    expect(daysOfMonth('2027-02')).toHaveLength(28);
    const january = generateSlots({
      month: '2027-01',
      minutes: 30,
      windows,
      exceptions: [],
      taken: [],
      now: new Date('2026-12-31T12:00:00Z'),
    });
    expect(january[0]!.start).toBe('2027-01-05T12:00:00.000Z');
  });

  it('an empty month tries the next one, three months at most', async () => {
    const asked: string[] = [];
    const found = await firstMonthWithSlots('2026-11', async (month) => {
      asked.push(month);
      return month === '2027-01' ? ['slot'] : [];
    });
    expect(found).toEqual({ month: '2027-01', slots: ['slot'] });
    expect(asked).toEqual(['2026-11', '2026-12', '2027-01']);
    const none = await firstMonthWithSlots('2026-11', async (month) => {
      asked.push(month);
      return [];
    });
    expect(none.slots).toEqual([]);
    expect(asked).toHaveLength(6);
  });
});

describe('the guest data', () => {
  it('needs name, last name, e-mail and phone', () => {
    const res = hireNutritionistSchema.safeParse({
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: '', lastName: '', email: 'x@y.uy', phone: '099123456' },
        slot: { start: '2026-12-01T12:00:00.000Z', nutritionistId: nutri },
      },
    });
    expect(res.error?.issues.map((i) => i.message)).toEqual([
      'Por favor completá todos los campos',
      'Por favor completá todos los campos',
    ]);
  });
});
