/**
 * Dates in America/Montevideo (UTC−3 all year: Uruguay has had no daylight saving since 2015).
 * Calendar days are handled as 'yyyy-MM-dd' strings so no host time zone leaks in.
 */
export const TIME_ZONE = 'America/Montevideo';
/** Montevideo's offset from UTC, in hours, all year. */
export const MONTEVIDEO_OFFSET_HOURS = -3;
const OFFSET_HOURS = MONTEVIDEO_OFFSET_HOURS;

export type IsoDate = string;

/** The Montevideo calendar day of an instant. */
export function montevideoDate(instant: Date): IsoDate {
  return new Date(instant.getTime() + OFFSET_HOURS * 3600_000).toISOString().slice(0, 10);
}

/** The instant when a Montevideo calendar day starts. */
export function startOfMontevideoDay(day: IsoDate): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

export function addDays(day: IsoDate, n: number): IsoDate {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: IsoDate): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export const isWeekend = (day: IsoDate) => weekday(day) === 0 || weekday(day) === 6;

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Days our team and the laboratory courier do not work in Uruguay: the national holidays
 * (1 Jan, 6 Jan, 19 Apr, 1 May, 18 May, 19 Jun, 18 Jul, 25 Aug, 12 Oct, 2 Nov, 25 Dec), Carnival
 * Monday and Tuesday, and Tourism Week (Monday to Friday before Easter). Dates are kept on their
 * day (the rule that moves some of them to a Monday is not applied: we stay on the safe side).
 */
export function uruguayHolidays(year: number): Set<IsoDate> {
  const fixed = ['01-01', '01-06', '04-19', '05-01', '05-18', '06-19', '07-18', '08-25', '10-12', '11-02', '12-25'];
  const days = new Set(fixed.map((md) => `${year}-${md}`));
  const easter = easterSunday(year);
  days.add(addDays(easter, -48)); // Carnival Monday
  days.add(addDays(easter, -47)); // Carnival Tuesday
  for (let i = 6; i >= 2; i--) days.add(addDays(easter, -i)); // Tourism Week, Monday to Friday
  return days;
}

const holidayCache = new Map<number, Set<IsoDate>>();
export function isHoliday(day: IsoDate): boolean {
  const year = Number(day.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) {
    set = uruguayHolidays(year);
    holidayCache.set(year, set);
  }
  return set.has(day);
}

export const isBusinessDay = (day: IsoDate) => !isWeekend(day) && !isHoliday(day);

/** The business day `n` business days after `day` (the day itself does not count). */
export function addBusinessDays(day: IsoDate, n: number): IsoDate {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** Business days from `from` (exclusive) to `to` (inclusive); negative when `to` is earlier. */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  if (to === from) return 0;
  const sign = to > from ? 1 : -1;
  let count = 0;
  let current = from;
  while (current !== to) {
    current = addDays(current, sign);
    if (isBusinessDay(current)) count += sign;
  }
  return count;
}

/** dd/MM/yyyy of a calendar day (spec README decision 10). */
export function formatDateEs(day: IsoDate): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
