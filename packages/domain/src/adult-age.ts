// Zod-free: the age rule of every form that takes a customer's birth date (issue 22, item 14).
import { type IsoDate, montevideoDate } from './calendar';

/**
 * NutriTest is for adults only: the FAQ says so and the signup's consent is for processing genetic
 * data, which a minor cannot give alone. Ages are counted on the Montevideo calendar day (a person
 * turns 18 at 00:00 in Uruguay, whatever the server's or the browser's clock zone).
 */
export const MINIMUM_AGE_YEARS = 18;

export const adultAgeTexts = {
  /** Next to the birth date field of every customer form (signup, /createUser, profile). */
  tooYoung: 'NutriTest es solo para personas mayores de 18 años: revisá la fecha de nacimiento.',
} as const;

/**
 * Whole years from `birthDate` to `today` ('yyyy-MM-dd' each). Someone born on 29 February turns a
 * year older on 1 March in common years (their day has not come on the 28th).
 */
export function ageOn(birthDate: IsoDate, today: IsoDate): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Whether the person born on `birthDate` is 18 or older on `today`. */
export function isAdultOn(birthDate: IsoDate, today: IsoDate): boolean {
  return ageOn(birthDate, today) >= MINIMUM_AGE_YEARS;
}

/** Today's date in Montevideo (the day the age rule counts on). */
export const montevideoToday = (now: Date = new Date()): IsoDate => montevideoDate(now);

/**
 * The latest birth date that is 18 today ('yyyy-MM-dd'): the date picker's `max`. For 29 February
 * birthdays `isAdultOn` decides (the 28th of a common year is not yet the day).
 */
export function latestAdultBirthDate(today: IsoDate): IsoDate {
  const year = String(Number(today.slice(0, 4)) - MINIMUM_AGE_YEARS).padStart(4, '0');
  const candidate = `${year}${today.slice(4)}`;
  // 29 February of a year that had none: the 28th (born then, they are 18 today).
  return today.slice(5) === '02-29' && !isLeapYear(Number(year)) ? `${year}-02-28` : candidate;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
