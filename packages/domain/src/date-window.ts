import { z } from 'zod';
import { addDays, formatDateEs, type IsoDate, montevideoDate } from './calendar';

/**
 * Every date, month or date-time the API takes stays in a sane window (issue 17, finding 7): years
 * such as 0000 or 9999 used to reach date arithmetic and the database and answer 500. Business
 * dates (slots, deliveries, reports, days off) live between one year ago and two years ahead in
 * Montevideo; birth dates between 1900 and today. The window is computed at validation time.
 */
export const DATE_WINDOW_PAST_DAYS = 366;
export const DATE_WINDOW_FUTURE_DAYS = 2 * 366;
export const BIRTH_DATE_MIN: IsoDate = '1900-01-01';

export interface DateWindow {
  min: IsoDate;
  max: IsoDate;
}

/** Today − 1 year … today + 2 years, Montevideo calendar days. */
export function businessDateWindow(now: Date = new Date()): DateWindow {
  const today = montevideoDate(now);
  return { min: addDays(today, -DATE_WINDOW_PAST_DAYS), max: addDays(today, DATE_WINDOW_FUTURE_DAYS) };
}

/** 1900-01-01 … today (Montevideo). */
export function birthDateWindow(now: Date = new Date()): DateWindow {
  return { min: BIRTH_DATE_MIN, max: montevideoDate(now) };
}

/**
 * History reports (ledger, commissions): records go back to the product's first year, not just one
 * year; the future end is the business window's.
 */
export const RECORDS_DATE_MIN: IsoDate = '2020-01-01';
export function recordsDateWindow(now: Date = new Date()): DateWindow {
  return { min: RECORDS_DATE_MIN, max: businessDateWindow(now).max };
}

export const dateWindowTexts = {
  badDate: 'Ingresá una fecha válida (aaaa-mm-dd).',
  badMonth: 'Ingresá un mes válido (aaaa-mm).',
  badDateTime: 'Ingresá una fecha y hora válidas.',
  outOfWindow: (w: DateWindow) =>
    `La fecha tiene que estar entre el ${formatDateEs(w.min)} y el ${formatDateEs(w.max)}.`,
  monthOutOfWindow: (w: DateWindow) =>
    `El mes tiene que estar entre ${w.min.slice(5, 7)}/${w.min.slice(0, 4)} y ${w.max.slice(5, 7)}/${w.max.slice(0, 4)}.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A real calendar day 'yyyy-MM-dd' (no 2025-02-30, no years past 9999). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

type WindowOf = (now: Date) => DateWindow;

interface DateOptions {
  /** The window (default: businessDateWindow). */
  window?: WindowOf;
  /** Text for a value that is not a date. */
  message?: string;
  /** Text for a date outside the window (default: names the window). */
  outOfWindow?: (w: DateWindow, value: string) => string;
}

/** 'yyyy-MM-dd' inside the window: `isoDateInWindow()`, or with `{ window: birthDateWindow }`. */
export function isoDateInWindow(options: DateOptions = {}) {
  const windowOf = options.window ?? businessDateWindow;
  const badDate = options.message ?? dateWindowTexts.badDate;
  return z.string({ error: badDate }).superRefine((value, ctx) => {
    if (!isCalendarDay(value)) {
      ctx.addIssue({ code: 'custom', message: badDate });
      return;
    }
    const w = windowOf(new Date());
    if (value < w.min || value > w.max) {
      ctx.addIssue({ code: 'custom', message: (options.outOfWindow ?? dateWindowTexts.outOfWindow)(w, value) });
    }
  });
}

/** 'yyyy-MM' whose month overlaps the window. */
export function isoMonthInWindow(options: DateOptions = {}) {
  const windowOf = options.window ?? businessDateWindow;
  const badMonth = options.message ?? dateWindowTexts.badMonth;
  return z.string({ error: badMonth }).superRefine((value, ctx) => {
    if (!MONTH.test(value)) {
      ctx.addIssue({ code: 'custom', message: badMonth });
      return;
    }
    const w = windowOf(new Date());
    if (value < w.min.slice(0, 7) || value > w.max.slice(0, 7)) {
      ctx.addIssue({ code: 'custom', message: (options.outOfWindow ?? dateWindowTexts.monthOutOfWindow)(w, value) });
    }
  });
}

/** An ISO instant with its offset whose Montevideo day is inside the window. */
export function isoDateTimeInWindow(options: DateOptions = {}) {
  const windowOf = options.window ?? businessDateWindow;
  const badDateTime = options.message ?? dateWindowTexts.badDateTime;
  return z.iso.datetime({ offset: true, error: badDateTime }).superRefine((value, ctx) => {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: badDateTime });
      return;
    }
    const w = windowOf(new Date());
    const day = montevideoDate(instant);
    if (day < w.min || day > w.max) {
      ctx.addIssue({ code: 'custom', message: (options.outOfWindow ?? dateWindowTexts.outOfWindow)(w, value) });
    }
  });
}

/**
 * A text that starts with a 'yyyy-MM-dd' inside the window (a date or a date-time, up to 40
 * characters; only the day counts). The empty text passes: the service asks for the day itself.
 */
export function leadingIsoDateInWindow(options: DateOptions = {}) {
  const day = isoDateInWindow(options);
  return z
    .string()
    .max(40, options.message ?? dateWindowTexts.badDate)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const checked = day.safeParse(value.slice(0, 10));
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
    });
}
