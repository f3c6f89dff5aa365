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

  it("a booking blocks only its own calendar's overlapping slots, however many bookings there are", () => {
    const other = '00000000-0000-4000-8000-000000000002';
    const both = [...windows, ...windows.map((w) => ({ ...w, nutritionistId: other }))];
    const month = { month: '2026-12', minutes: 30, windows: both, exceptions: [], now: new Date('2026-11-01') };
    const free = generateSlots({ ...month, taken: [] });
    const mine = free.filter((s) => s.nutritionistId === nutri);
    // Every other session of one calendar is booked, plus one booking of the other calendar across
    // two of its sessions, and a hundred bookings after the month: 116 in all.
    const booked = mine.filter((_, i) => i % 2 === 0);
    const taken = [
      ...booked.map((s) => ({ nutritionistId: nutri, start: s.start, end: s.end })),
      { nutritionistId: other, start: '2026-12-03T11:50:00.000Z', end: '2026-12-03T12:40:00.000Z' },
      ...Array.from({ length: 100 }, (_, i) => ({
        nutritionistId: nutri,
        start: new Date(Date.UTC(2027, 1, 1, i)).toISOString(),
        end: new Date(Date.UTC(2027, 1, 1, i, 30)).toISOString(),
      })),
    ];
    const left = generateSlots({ ...month, taken });
    expect(left.filter((s) => s.nutritionistId === nutri)).toEqual(mine.filter((_, i) => i % 2 === 1));
    // The other calendar loses the two sessions its booking overlaps (12:00 and 12:30 UTC), only those.
    expect(
      free.filter((s) => s.nutritionistId === other).length - left.filter((s) => s.nutritionistId === other).length,
    ).toBe(2);
    expect(left.some((s) => s.nutritionistId === other && s.start === '2026-12-03T12:00:00.000Z')).toBe(false);
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
        // A slot inside the 90 days ahead, whatever today is: only the missing names are wrong.
        slot: { start: new Date(Date.now() + 30 * 86_400_000).toISOString(), nutritionistId: nutri },
      },
    });
    expect(res.error?.issues.map((i) => i.message)).toEqual([
      'Por favor completá todos los campos',
      'Por favor completá todos los campos',
    ]);
  });
});
