import { describe, expect, it } from 'vitest';
import { AnalysisStatus, listStateForAnalysisStatus } from './accounts';
import {
  addBusinessDays,
  businessDaysBetween,
  easterSunday,
  isBusinessDay,
  montevideoDate,
  uruguayHolidays,
} from './calendar';
import {
  canTransition,
  deriveWizardStep,
  findDistribution,
  isSameAddress,
  isSelectableDay,
  nextOperatorStatus,
  resultsDueDate,
  splitDistributions,
  suggestedSlots,
} from './logistics';

/** A Montevideo wall-clock time as an instant. */
const at = (local: string) => new Date(`${local}-03:00`);

describe('wizard step (doc 1 §4)', () => {
  it('derives the step from the fetched info', () => {
    expect(deriveWizardStep(null)).toEqual({ step: 0 });
    expect(deriveWizardStep({ status: 1, pickupDistribution: null, returnDistribution: null })).toEqual({ step: 0 });
    expect(deriveWizardStep({ status: 1, pickupDistribution: {}, returnDistribution: null })).toEqual({ step: 2 });
    expect(deriveWizardStep({ status: 7, pickupDistribution: {}, returnDistribution: {} })).toEqual({ step: 5 });
    expect(deriveWizardStep({ status: 2, pickupDistribution: null, returnDistribution: null })).toEqual({ step: 5 });
    expect(deriveWizardStep({ status: 8, pickupDistribution: {}, returnDistribution: {} })).toEqual({
      redirect: '/home',
    });
  });
});

describe('distribution pairs', () => {
  const d = (type: number, legs: number[]) => ({ type, kitDistributions: legs.map((t) => ({ type: t })) });
  it('with one distribution it is the pickup; a return exists with two legs', () => {
    const one = d(0, [1]);
    expect(splitDistributions([one])).toEqual({ pickup: one, return: null });
    const both = d(0, [1, 2]);
    expect(splitDistributions([both])).toEqual({ pickup: both, return: both });
  });
  it('counts only live legs: a cancelled one (a change, a released pickup) is not a booking', () => {
    const leg = (type: number, status: string) => ({ type, status });
    const office = { type: 1, kitDistributions: [leg(1, 'cancelled')] };
    const home = { type: 0, kitDistributions: [leg(1, 'cancelled'), leg(1, 'scheduled'), leg(2, 'cancelled')] };
    expect(splitDistributions([office, home])).toEqual({ pickup: home, return: null });
    expect(splitDistributions([office])).toEqual({ pickup: null, return: null });
  });
  it('with two, tells them apart by which holds the return leg', () => {
    const delivery = d(0, [1]);
    const office = d(1, [2]);
    expect(splitDistributions([office, delivery])).toEqual({ pickup: delivery, return: office });
    expect(splitDistributions([])).toEqual({ pickup: null, return: null });
  });
  it('reuses an address when street and door number are unchanged, and finds distributions again', () => {
    expect(isSameAddress({ street: 'Rivera', doorNumber: 1234 }, { street: ' rivera ', doorNumber: '1234' })).toBe(
      true,
    );
    expect(isSameAddress({ street: 'Rivera', doorNumber: 1234 }, { street: 'Rivera', doorNumber: 1235 })).toBe(false);
    expect(isSameAddress(null, { street: 'Rivera', doorNumber: 1 })).toBe(false);
    const address = { state: 0, city: '', apartmentNumber: '3', street: 'Rivera', doorNumber: 1234 };
    const list = [{ id: 'a', address }];
    expect(findDistribution(list, { ...address, street: 'RIVERA' })?.id).toBe('a');
    expect(findDistribution(list, { ...address, apartmentNumber: '4' })).toBeUndefined();
  });
});

describe('statuses', () => {
  it('maps to the four list states', () => {
    expect([7, 4, 5].map(listStateForAnalysisStatus)).toEqual([1, 1, 1]);
    expect(listStateForAnalysisStatus(2)).toBe(2);
    expect(listStateForAnalysisStatus(8)).toBe(3);
    expect([1, 0, null, undefined, 99].map(listStateForAnalysisStatus)).toEqual([0, 0, 0, 0, 0]);
  });
  it('accepts only valid transitions', () => {
    expect(canTransition(AnalysisStatus.Paid, AnalysisStatus.KitDelivered)).toBe(true);
    expect(canTransition(AnalysisStatus.KitDelivered, AnalysisStatus.PickupScheduled)).toBe(true);
    expect(canTransition(AnalysisStatus.SampleCollected, AnalysisStatus.InLab)).toBe(true);
    expect(canTransition(AnalysisStatus.InLab, AnalysisStatus.ResultsSent)).toBe(true);
    expect(canTransition(AnalysisStatus.Paid, AnalysisStatus.InLab)).toBe(false);
    expect(canTransition(AnalysisStatus.ResultsSent, AnalysisStatus.Paid)).toBe(false);
    expect(canTransition(AnalysisStatus.InLab, AnalysisStatus.KitDelivered)).toBe(false);
    expect(nextOperatorStatus(AnalysisStatus.Paid)).toBe(AnalysisStatus.KitDelivered);
    expect(nextOperatorStatus(AnalysisStatus.PickupScheduled)).toBe(AnalysisStatus.SampleCollected);
    expect(nextOperatorStatus(AnalysisStatus.InLab)).toBeNull();
  });
});

describe('calendar (America/Montevideo)', () => {
  it('knows Easter and the Uruguayan holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    const h = uruguayHolidays(2026);
    for (const day of [
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-03-30',
      '2026-04-03',
      '2026-05-01',
      '2026-07-18',
      '2026-08-25',
      '2026-12-25',
    ]) {
      expect(h.has(day), day).toBe(true);
    }
    expect(isBusinessDay('2026-08-25')).toBe(false);
    expect(isBusinessDay('2026-08-26')).toBe(true);
  });
  it('takes the Montevideo day of an instant', () => {
    expect(montevideoDate(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22');
    expect(montevideoDate(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-23');
  });
  it('counts business days skipping weekends and holidays', () => {
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday -> Monday
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28'); // Christmas, weekend
    expect(businessDaysBetween('2026-11-20', '2026-11-27')).toBe(5);
    expect(resultsDueDate('2026-11-23')).toBe('2027-01-28');
  });
});

describe('day picker', () => {
  it('disables the next 48 hours, weekends and holidays', () => {
    const mondayMorning = at('2026-11-23T09:00:00');
    expect(isSelectableDay('2026-11-24', mondayMorning)).toBe(false);
    expect(isSelectableDay('2026-11-25', mondayMorning)).toBe(false); // inside 48 h
    expect(isSelectableDay('2026-11-26', mondayMorning)).toBe(true);
    expect(isSelectableDay('2026-11-28', mondayMorning)).toBe(false); // Saturday
    expect(isSelectableDay('2026-08-25', at('2026-08-20T09:00:00'))).toBe(false); // holiday
  });

  it('suggests 3 days from 60 hours ahead, 2 slots a day, from a Friday', () => {
    const friday = at('2026-11-20T10:00:00');
    const slots = suggestedSlots(friday);
    expect(slots).toHaveLength(6);
    expect([...new Set(slots.map((s) => s.date))]).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(slots.map((s) => s.schedule)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('skips a weekend and a holiday', () => {
    const saturday = at('2026-11-21T18:00:00');
    expect([...new Set(suggestedSlots(saturday).map((s) => s.date))]).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    const beforeHoliday = at('2026-08-21T10:00:00'); // Friday; 25 Aug is a Tuesday holiday
    expect([...new Set(suggestedSlots(beforeHoliday).map((s) => s.date))]).toEqual([
      '2026-08-24',
      '2026-08-26',
      '2026-08-27',
    ]);
  });
});
