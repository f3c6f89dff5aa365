import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { addDays, easterSunday, type IsoDate, montevideoDate, uruguayHolidays } from './calendar';

/**
 * Our Uruguayan calendar stays hand-written (it is shared with the web app and must stay small and
 * synchronous: decision 019), so it is checked here against a maintained holiday calendar,
 * `date-holidays` (a devDependency only, never imported by code that ships).
 */
const uruguay = new Holidays('UY');

/** The Montevideo days an entry of the library covers (Tourism Week is one entry of five days). */
function daysOf(name: RegExp, year: number): IsoDate[] {
  const days: IsoDate[] = [];
  for (const h of uruguay.getHolidays(year)) {
    if (!name.test(h.name)) continue;
    for (let t = h.start.getTime(); t < h.end.getTime(); t += 86_400_000) days.push(montevideoDate(new Date(t)));
  }
  return days;
}

const years = Array.from({ length: 21 }, (_, i) => 2020 + i);

describe('the Uruguayan calendar against date-holidays (UY)', () => {
  it.each(years)('%i: the same Easter Sunday', (year) => {
    expect(daysOf(/^Pascua$/, year)).toEqual([easterSunday(year)]);
  });

  it.each(years)('%i: the same Carnival Monday and Tuesday and the same Tourism Week', (year) => {
    const ours = uruguayHolidays(year);
    const easter = easterSunday(year);
    const carnival = daysOf(/Carnaval/, year);
    const tourism = daysOf(/Turismo/, year);
    expect(carnival).toEqual([addDays(easter, -48), addDays(easter, -47)]);
    expect(tourism).toHaveLength(5);
    for (const day of [...carnival, ...tourism]) expect(ours.has(day), day).toBe(true);
  });

  it.each(years)('%i: every holiday that keeps its day is ours', (year) => {
    const ours = uruguayHolidays(year);
    const fixed = [/Año Nuevo/, /Trabajador/, /Constitución/, /Independencia/, /Navidad/, /Reyes/, /Difuntos/];
    for (const name of fixed) {
      const [day] = daysOf(name, year);
      expect(day && ours.has(day), `${name} ${day}`).toBe(true);
    }
  });
});
