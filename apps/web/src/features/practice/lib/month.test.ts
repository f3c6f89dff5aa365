import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, formatDay, monthRange, monthTitle } from './month';

describe('months of the balance', () => {
  it('takes the current month in Montevideo', () => {
    // 1 Dec 02:00 UTC is still 30 Nov in Montevideo (UTC−3).
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(formatDay('2026-12-01T02:00:00Z')).toBe('30/11/2026');
  });

  it('moves across years and gives the first and last day', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthRange({ year: 2026, month: 11 })).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('titles the month in Spanish', () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe('noviembre de 2026');
  });
});
