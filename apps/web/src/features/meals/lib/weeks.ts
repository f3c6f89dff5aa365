import type { IsoDate, MealWeek } from '@nutritest/domain';
import { compareIso } from '@nutritest/domain';

/** The calendar day of a date the API may send with a time ('2026-11-23T00:00:00Z' → '2026-11-23'). */
export const isoDay = (value: string): IsoDate => value.slice(0, 10);

/** 'dd/MM' of a calendar day. */
export function dayMonth(value: string): string {
  const [, month, day] = isoDay(value).split('-');
  return `${day}/${month}`;
}

/** 'Semana del 23/11 al 29/11'. */
export function weekLabel(week: { weekstart: string; weekend: string }): string {
  return `Semana del ${dayMonth(week.weekstart)} al ${dayMonth(week.weekend)}`;
}

/** Doc 2 §4: weeks without meals are dropped; the rest in calendar order. */
export function weeksWithMeals(weeks: readonly MealWeek[]): MealWeek[] {
  return weeks
    .filter((week) => week.mealsList.length > 0)
    .sort((a, b) => compareIso(isoDay(a.weekstart), isoDay(b.weekstart)));
}
