import { montevideoDate, montevideoDayEs, monthYearEs } from '@nutritest/domain';

/** A calendar month; `month` is 1–12. */
export interface Month {
  year: number;
  month: number;
}

/** The current month in Montevideo. */
export function currentMonth(now: Date = new Date()): Month {
  const day = montevideoDate(now);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function addMonths({ year, month }: Month, n: number): Month {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const isSameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month's first and last day, yyyy-MM-dd (the commission query's startDate and endDate). */
export function monthRange({ year, month }: Month): { startDate: string; endDate: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** 'noviembre de 2026'. */
export function monthTitle({ year, month }: Month): string {
  return monthYearEs(year, month);
}

/** An instant as its Montevideo day, '30/11/2026'. */
export function formatDay(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : montevideoDayEs(date);
}
