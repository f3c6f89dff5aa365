import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthDateSchema, customerSignupStepSchema } from './account-forms';
import { adultAgeTexts, ageOn, isAdultOn, latestAdultBirthDate, montevideoToday } from './adult-age';
import { messages } from './messages.es';

describe('the age rule (issue 22: adults only)', () => {
  it('is 18 on the 18th birthday, 17 the day before', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
    expect(ageOn('2008-03-15', '2026-03-15')).toBe(18);
    expect(isAdultOn('2008-03-15', '2026-03-14')).toBe(false);
    expect(isAdultOn('2008-03-15', '2026-03-15')).toBe(true);
    expect(isAdultOn('2008-03-15', '2026-03-16')).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdultOn('2012-02-29', '2030-02-28')).toBe(false);
    expect(isAdultOn('2010-02-28', '2028-02-29')).toBe(true);
  });

  it('gives the latest birth date of an adult, for the date picker', () => {
    expect(latestAdultBirthDate('2026-11-26')).toBe('2008-11-26');
    expect(latestAdultBirthDate('2028-02-29')).toBe('2010-02-28');
    expect(isAdultOn(latestAdultBirthDate('2026-11-26'), '2026-11-26')).toBe(true);
  });

  it('counts on the Montevideo date, not UTC', () => {
    // 02:00 UTC on 15 March is still 14 March (23:00) in Montevideo.
    expect(montevideoToday(new Date('2026-03-15T02:00:00Z'))).toBe('2026-03-14');
    expect(montevideoToday(new Date('2026-03-15T03:00:00Z'))).toBe('2026-03-15');
  });
});

describe('birthDateSchema refuses people under 18', () => {
  afterEach(() => vi.useRealTimers());

  const messageFor = (value: string) => {
    const parsed = birthDateSchema.safeParse(value);
    return parsed.success ? null : parsed.error.issues.map((i) => i.message);
  };

  it('at the boundary, on the Montevideo day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14 March 23:30 in Montevideo (15 March in UTC): born 15 March 2008 is still 17.
    vi.setSystemTime(new Date('2026-03-15T02:30:00Z'));
    expect(messageFor('2008-03-15')).toEqual([adultAgeTexts.tooYoung]);
    expect(messageFor('2008-03-14')).toBeNull();
    // Midnight in Montevideo: 18 today.
    vi.setSystemTime(new Date('2026-03-15T03:00:00Z'));
    expect(messageFor('2008-03-15')).toBeNull();
    expect(messageFor('2008-03-16')).toEqual([adultAgeTexts.tooYoung]);
  });

  it('keeps the other messages alone (future, too old, format)', () => {
    expect(messageFor('2999-01-01')).toEqual([messages.birthDateFuture]);
    expect(messageFor('1899-12-31')).toEqual([messages.birthDateTooOld]);
    expect(messageFor('15/03/2008')).toEqual([messages.badFormat]);
  });

  it('puts the message on the signup field', () => {
    const parsed = customerSignupStepSchema.safeParse({ birthDate: '2020-01-01' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === 'birthDate');
    expect(issue?.message).toBe(adultAgeTexts.tooYoung);
  });
});
