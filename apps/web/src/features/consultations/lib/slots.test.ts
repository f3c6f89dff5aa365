import { AppError, consultationTexts } from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../hooks/use-hire';
import { groupSlotsByDay, slotDateTime } from './slots';

const slot = (start: string, nutritionistId = 'a') => ({ start, end: start, nutritionistId });

describe('groupSlotsByDay', () => {
  it('groups by Montevideo day in time order, one choice per time', () => {
    const days = groupSlotsByDay([
      slot('2026-12-02T02:30:00.000Z'), // 01/12 23:30 in Montevideo
      slot('2026-12-01T12:00:00.000Z', 'b'),
      slot('2026-12-01T12:00:00.000Z', 'a'),
      slot('2026-12-05T13:00:00.000Z'),
    ]);
    expect(days.map((d) => [d.label, d.slots.map((s) => s.time)])).toEqual([
      ['Martes 01/12', ['09:00', '23:30']],
      ['Sábado 05/12', ['10:00']],
    ]);
    expect(days[0]!.slots[0]!.nutritionistId).toBe('b');
  });

  it('writes a slot with its weekday', () => {
    expect(slotDateTime('2026-12-03T17:00:00.000Z')).toBe('Jueves 03/12 · 14:00');
  });
});

describe('failureOf', () => {
  it('uses the server text for a taken slot and the spec text for any other failure', () => {
    expect(failureOf(new AppError('CONFLICT', consultationTexts.slotTaken))).toEqual({
      message: consultationTexts.slotTaken,
      slotProblem: true,
    });
    expect(failureOf(new AppError('CONFLICT'))).toEqual({ message: consultationTexts.slotTaken, slotProblem: true });
    expect(failureOf(new AppError('VALIDATION', consultationTexts.slotGone)).slotProblem).toBe(true);
    expect(failureOf(new AppError('VALIDATION', consultationTexts.priorPlanRequired))).toEqual({
      message: consultationTexts.priorPlanRequired,
      slotProblem: false,
    });
    expect(failureOf(new AppError('INTERNAL')).message).toBe(consultationTexts.preferenceFailed);
    expect(failureOf(new Error('parse')).message).toBe(consultationTexts.preferenceFailed);
  });
});
