/**
 * Numbers and dates written as Uruguay's Spanish writes them (`1.234,50`, `jueves, 18 de junio de
 * 2026`, `18/06/2026 14:05`), without `Intl` (decision 030).
 *
 * Why not `Intl`: a page's first `Intl.NumberFormat`, `Intl.DateTimeFormat` or `Intl.Collator`
 * makes the browser load its locale data, 20–40 ms of main thread on a fast machine and four times
 * that on a phone, inside whichever task first draws a price or a date (issue 23: it was the longest
 * task of the weekly menu's first visit). The app writes one locale, two currencies and a handful of
 * date shapes, and Montevideo keeps UTC−3 all year (calendar.ts), so these few rules are written here
 * and `spanish-format.test.ts` checks them against `Intl` itself over thousands of values.
 */
import { type IsoDate, MONTEVIDEO_OFFSET_HOURS, montevideoDate } from './calendar';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const WEEKDAYS_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

export interface SpanishNumberOptions {
  /** Decimals always shown (default 0). */
  minimumFractionDigits?: number;
  /** Decimals at most, rounding half away from zero (default: the larger of 3 and the minimum). */
  maximumFractionDigits?: number;
  /** A dot between thousands (default true, as es-UY writes 1.234). */
  grouping?: boolean;
}

/** `a` plus one unit in its last digit, for a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
    i--;
  }
  return `1${out.join('')}`;
}

/** The plain decimal digits of a finite non-negative number's shortest representation. */
function plainDecimal(value: number): { whole: string; fraction: string } {
  const text = value.toString();
  const [mantissa = '0', exponentText = '0'] = text.split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const exponent = Number(exponentText);
  if (exponent === 0) return { whole: head, fraction: tail };
  const digits = head + tail;
  const point = head.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** `1.234,5`: a number in es-UY's writing, rounded as `Intl.NumberFormat` rounds (half away from zero). */
export function formatNumberEs(value: number, options: SpanishNumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(3, min);
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  let { whole, fraction } = plainDecimal(Math.abs(value));
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53; // '5'
    const kept = whole + fraction.slice(0, max);
    const rounded = roundUp ? incrementDigits(kept) : kept;
    whole = rounded.slice(0, rounded.length - max) || '0';
    fraction = rounded.slice(rounded.length - max);
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < min) fraction = fraction.padEnd(min, '0');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (options.grouping !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // Like Intl, a negative amount keeps its sign even when it rounds to zero.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

// ---------------------------------------------------------------- dates

const dayParts = (day: IsoDate) => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return { year, month, date, weekday: new Date(Date.UTC(year, month - 1, date, 12)).getUTCDay() };
};

/** `junio` for month 6. */
export const monthNameEs = (month: number): string => MONTHS[month - 1] ?? '';

/** `junio de 2026`. */
export const monthYearEs = (year: number, month: number): string => `${monthNameEs(month)} de ${year}`;

/** `jue` (a calendar day's weekday, short). */
export const shortWeekdayEs = (day: IsoDate): string => WEEKDAYS_SHORT[dayParts(day).weekday] ?? '';

/** `18 de junio de 2026`, or with `weekday` `jueves, 18 de junio de 2026` (a calendar day). */
export function longDateEs(day: IsoDate, options: { weekday?: boolean } = {}): string {
  const { year, month, date, weekday } = dayParts(day);
  const text = `${date} de ${monthNameEs(month)} de ${year}`;
  return options.weekday ? `${WEEKDAYS[weekday] ?? ''}, ${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/MM/yyyy` of an instant on its Montevideo calendar day. */
export function montevideoDayEs(instant: Date | string): string {
  const [y, m, d] = montevideoDate(typeof instant === 'string' ? new Date(instant) : instant).split('-');
  return `${d}/${m}/${y}`;
}

/** `HH:mm` (24 hours) of an instant in Montevideo. */
export function montevideoTimeEs(instant: Date | string): string {
  const at = new Date(
    (typeof instant === 'string' ? new Date(instant) : instant).getTime() + MONTEVIDEO_OFFSET_HOURS * 3600_000,
  );
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** `dd/MM/yyyy HH:mm` of an instant in Montevideo. */
export const montevideoDateTimeEs = (instant: Date | string): string =>
  `${montevideoDayEs(instant)} ${montevideoTimeEs(instant)}`;

// ---------------------------------------------------------------- order

/** A name's primary sort key in Spanish: case and accents ignored, ñ its own letter after n. */
const spanishKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/ñ/g, 'n\uffff')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Spanish alphabetical order (as `localeCompare(b, 'es')`), for names: `Ñandú` after `Nuevo`. */
export function compareSpanish(a: string, b: string): number {
  const ka = spanishKey(a);
  const kb = spanishKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Code-unit order, for ISO dates and instants of one shape (`2026-06-18` before `2026-06-19`). */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
