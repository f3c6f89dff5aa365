import { describe, expect, it } from 'vitest';
import { deliveryZones } from './meals-rules';
import { formatMoney } from './price-display';
import {
  compareSpanish,
  formatNumberEs,
  longDateEs,
  montevideoDateTimeEs,
  montevideoDayEs,
  montevideoTimeEs,
  monthYearEs,
  shortWeekdayEs,
} from './spanish-format';

// The platform's own formatting is the reference: every shape the app writes is compared with Intl.
const intlNumber = (value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('es-UY', options).format(value);

/** A spread of values: integers, cents, thirds, halves at every rounding edge, large and tiny ones. */
function sampleValues(): number[] {
  const values = [0, 1, 5, 9.995, 10, 99.5, 999, 1000, 1234, 9999.995, 12_345, 100_000, 1_234_567, 98_765_432.1];
  values.push(1.005, 2.675, 0.125, 0.0005, 0.00049, 1e-7, 123_456_789_012, 0.1 + 0.2);
  for (let i = 0; i < 2000; i++) values.push(i / 100, i / 3, i * 1.7, (i * 7919) % 100_003, i / 8);
  for (let i = 0; i < 500; i++) values.push(Math.round(i * 12_345.678) / 1000);
  return values;
}

describe('formatNumberEs matches Intl.NumberFormat("es-UY")', () => {
  const shapes: [string, Intl.NumberFormatOptions, Parameters<typeof formatNumberEs>[1]][] = [
    [
      'whole amounts',
      { minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: true },
      { maximumFractionDigits: 0 },
    ],
    [
      'two decimals',
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ],
    ['up to two decimals', { maximumFractionDigits: 2 }, { maximumFractionDigits: 2 }],
    ['the default (up to three)', {}, {}],
    ['thousands', { maximumFractionDigits: 0, useGrouping: 'always' }, { maximumFractionDigits: 0 }],
    [
      'without grouping',
      { maximumFractionDigits: 1, useGrouping: false },
      { maximumFractionDigits: 1, grouping: false },
    ],
  ];
  for (const [name, intl, ours] of shapes) {
    it(name, () => {
      const values = sampleValues();
      const mismatches = [...values, ...values.map((v) => -v).filter((v) => v !== 0)]
        .map((v) => [v, formatNumberEs(v, ours), intlNumber(v, intl)] as const)
        .filter(([, a, b]) => a !== b);
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it('formatMoney writes the amounts the app shows', () => {
    expect(formatMoney(29_900, 'USD')).toBe('USD 299');
    expect(formatMoney(200_000, 'UYU')).toBe('$U 2.000');
    expect(formatMoney(2_490, 'USD')).toBe('USD 24,90');
    expect(formatMoney(123_456_789, 'UYU')).toBe('$U 1.234.567,89');
  });
});

describe('dates match Intl.DateTimeFormat("es-UY")', () => {
  // Every day of four years, at noon UTC (calendar days).
  const days: string[] = [];
  for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

  it('long dates, with and without the weekday', () => {
    const withWeekday = new Intl.DateTimeFormat('es-UY', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const long = new Intl.DateTimeFormat('es-UY', { timeZone: 'UTC', dateStyle: 'long' });
    for (const day of days) {
      expect(longDateEs(day, { weekday: true })).toBe(withWeekday.format(atNoon(day)));
      expect(longDateEs(day)).toBe(long.format(atNoon(day)));
    }
  });

  it('short weekdays and month titles', () => {
    const weekday = new Intl.DateTimeFormat('es-UY', { timeZone: 'UTC', weekday: 'short' });
    const month = new Intl.DateTimeFormat('es-UY', { timeZone: 'UTC', month: 'long', year: 'numeric' });
    for (const day of days) {
      expect(shortWeekdayEs(day)).toBe(weekday.format(atNoon(day)).replace('.', ''));
      expect(monthYearEs(Number(day.slice(0, 4)), Number(day.slice(5, 7)))).toBe(month.format(atNoon(day)));
    }
  });

  it('instants on Montevideo’s clock (UTC−3 since 2015)', () => {
    const parts = new Intl.DateTimeFormat('es-UY', {
      timeZone: 'America/Montevideo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2016, 0, 1); t < Date.UTC(2031, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      const at = new Date(t);
      const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
      expect(montevideoDateTimeEs(at)).toBe(`${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`);
      expect(montevideoDayEs(at.toISOString())).toBe(`${p.day}/${p.month}/${p.year}`);
      expect(montevideoTimeEs(at)).toBe(`${p.hour}:${p.minute}`);
    }
  });
});

describe('compareSpanish sorts as localeCompare(…, "es")', () => {
  it('every delivery locality and a set of meal-like names', () => {
    const names = [
      ...Object.values(deliveryZones).flatMap((localities) => localities.map((l) => l.name)),
      'Ñoquis de calabaza',
      'Noquis',
      'Nuevo París',
      'Ñandú',
      'Oro',
      'ávila',
      'Avena con frutas',
      'Árbol',
      'Zapallitos rellenos',
      'zanahoria',
      'Pollo al limón',
      'Pollo al horno',
      'Pollo 2',
      'Tarta de atún',
      'Tarta de acelga',
    ];
    const collator = new Intl.Collator('es');
    expect([...names].sort(compareSpanish)).toEqual([...names].sort((a, b) => collator.compare(a, b)));
  });
});
