import { describe, expect, it } from 'vitest';
import { AnalysisStatus } from './analysis-status';
import { deriveKitState, isDnaFormComplete, type KitStateInput, releasesPickup } from './kit-state';
import { canChangeLeg, canRescheduleLeg, compareSlots, isWithinBounds, suggestedSlots } from './logistics-rules';

/** A Montevideo wall-clock time as an instant. */
const at = (local: string) => new Date(`${local}-03:00`);
const now = at('2026-11-23T10:00:00'); // Monday

const leg = (type: number, date: string | null, schedule: number | null, status = 'scheduled') => ({
  type,
  date,
  schedule,
  status,
  agreedDate: null,
});
const courier = (...legs: ReturnType<typeof leg>[]) => ({ type: 0, address: { state: 0 }, kitDistributions: legs });
const timeline = (reached: Partial<Record<number, string>>) =>
  [1, 7, 4, 5, 2, 8].map((status) => ({ status, at: reached[status] ?? null }));

function info(partial: Partial<KitStateInput>): KitStateInput {
  return {
    status: AnalysisStatus.Paid,
    pickupDistribution: null,
    returnDistribution: null,
    timeline: timeline({ 1: '2026-11-20T12:00:00Z' }),
    replacement: null,
    ...partial,
  };
}

describe('the one kit state (issue 22)', () => {
  it('with delivery and pickup booked before the kit arrives, stepper and tracker agree', () => {
    const both = courier(leg(1, '2026-11-26', 0), leg(2, '2026-11-27', 1));
    const state = deriveKitState(info({ pickupDistribution: both, returnDistribution: both }), now);
    expect(state.wizardStep).toBe(5);
    expect(state.stepsDone).toEqual([true, true, false, true, true, false]);
    expect(state.stages.map((s) => [s.key, s.state])).toEqual([
      ['paid', 'done'],
      ['delivery_scheduled', 'done'],
      ['delivered', 'current'],
      ['pickup_scheduled', 'done'],
      ['collected', 'pending'],
      ['in_lab', 'pending'],
      ['results', 'pending'],
    ]);
    expect(state.stages[1]?.detail).toBe('26/11/2026, de 08:00 a 14:00');
    expect(state.stages[3]?.detail).toBe('27/11/2026, de 14:00 a 22:00');
    expect(state.pickupBounds.after).toEqual({ date: '2026-11-26', schedule: 0 });
    expect(state.pickupSlot).toEqual({ date: '2026-11-27', schedule: 1 });
    expect(state.canRescheduleDelivery).toBe(true);
    expect(state.canReschedulePickup).toBe(true);
    expect(state.canReportLost).toBe(false);
  });

  it('a fresh kit: only paid, the wizard at its first step', () => {
    const state = deriveKitState(info({}), now);
    expect(state.wizardStep).toBe(0);
    expect(state.stepsDone).toEqual([false, false, false, false, false, false]);
    expect(state.stages.filter((s) => s.state === 'done').map((s) => s.label)).toEqual(['Kit pagado']);
    expect(state.stages[1]?.state).toBe('current');
  });

  it('later statuses count earlier stages as done; results sent redirects home', () => {
    const state = deriveKitState(
      info({ status: AnalysisStatus.InLab, timeline: timeline({ 1: 'x', 7: 'y', 5: 'z', 2: 'w' }) }),
      now,
    );
    expect(state.stages.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'current']);
    expect(state.stages[2]?.at).toBe('y');
    expect(deriveKitState(info({ status: AnalysisStatus.ResultsSent }), now).redirect).toBe('/home');
  });

  it('offers the lost-kit report only after the delivery day, and names a replacement', () => {
    const d = courier(leg(1, '2026-11-20', 0));
    expect(deriveKitState(info({ pickupDistribution: d }), now).canReportLost).toBe(true);
    const future = courier(leg(1, '2026-11-23', 0));
    expect(deriveKitState(info({ pickupDistribution: future }), now).canReportLost).toBe(false);
    const office = { ...courier(leg(1, null, null)), type: 1 };
    expect(deriveKitState(info({ pickupDistribution: office }), now).canReportLost).toBe(false);
    const replaced = deriveKitState(
      info({ replacement: { reason: 'lost', previousReferenceId: 'NT-1', note: null } }),
      now,
    );
    expect(replaced.stages[0]?.label).toBe('Kit de reemplazo sin costo');
  });
});

describe('changing a booked leg (issue 41, item 6)', () => {
  const officeDist = (...legs: ReturnType<typeof leg>[]) => ({
    type: 1,
    address: { state: 0 },
    kitDistributions: legs,
  });

  it('a delivery may move past the booked pickup: the pickup is released, not the move refused', () => {
    const both = courier(leg(1, '2026-11-26', 0), leg(2, '2026-11-26', 1));
    const state = deriveKitState(info({ pickupDistribution: both, returnDistribution: both }), now);
    expect(state.canRescheduleDelivery).toBe(true);
    expect(releasesPickup(state, { date: '2026-11-25', schedule: 1 })).toBe(false);
    expect(releasesPickup(state, { date: '2026-11-26', schedule: 1 })).toBe(true);
    expect(releasesPickup(state, { date: '2026-11-30', schedule: 0 })).toBe(true);
    // A delivery at the office or by a day agreed by phone has no slot to compare.
    expect(releasesPickup(state, null)).toBe(false);
  });

  it('an office choice can be undone while the leg has not happened', () => {
    const office = officeDist(leg(1, null, null));
    const fresh = deriveKitState(info({ pickupDistribution: office }), now);
    expect(fresh.canChangeDelivery).toBe(true);
    // Once the kit was handed over, the delivery is history.
    const delivered = deriveKitState(
      info({
        status: AnalysisStatus.KitDelivered,
        pickupDistribution: officeDist(leg(1, null, null, 'done')),
        timeline: timeline({ 1: 'x', 7: 'y' }),
      }),
      now,
    );
    expect(delivered.canChangeDelivery).toBe(false);

    const drop = officeDist(leg(2, null, null));
    const pickupAtOffice = deriveKitState(
      info({
        status: AnalysisStatus.PickupScheduled,
        pickupDistribution: courier(leg(1, '2026-11-20', 0, 'done')),
        returnDistribution: drop,
      }),
      now,
    );
    expect(pickupAtOffice.canChangePickup).toBe(true);
    expect(pickupAtOffice.canReschedulePickup).toBe(false);
    const collected = deriveKitState(
      info({ status: AnalysisStatus.SampleCollected, returnDistribution: officeDist(leg(2, null, null, 'done')) }),
      now,
    );
    expect(collected.canChangePickup).toBe(false);
  });

  it('a courier leg with a day changes until the day before it, as a reschedule does', () => {
    expect(canChangeLeg(leg(1, '2026-11-24', 0), at('2026-11-23T23:59:00'))).toBe(true);
    expect(canChangeLeg(leg(1, '2026-11-24', 0), at('2026-11-24T08:00:00'))).toBe(false);
    expect(canChangeLeg({ ...leg(1, null, null, 'to_arrange'), agreedDate: '2026-11-24' }, now)).toBe(true);
    expect(canChangeLeg({ ...leg(1, null, null, 'to_arrange'), agreedDate: '2026-11-23' }, now)).toBe(false);
    expect(canChangeLeg(leg(1, null, null, 'cancelled'), now)).toBe(false);
    expect(canChangeLeg(null, now)).toBe(false);
  });
});

describe('slot rules', () => {
  it('orders day-and-slots; a day without a slot is its whole day', () => {
    expect(compareSlots({ date: '2026-11-26', schedule: 0 }, { date: '2026-11-26', schedule: 1 })).toBeLessThan(0);
    expect(compareSlots({ date: '2026-11-26', schedule: 1 }, { date: '2026-11-26', schedule: null })).toBe(0);
    expect(isWithinBounds({ date: '2026-11-26', schedule: 0 }, { after: { date: '2026-11-26', schedule: 0 } })).toBe(
      false,
    );
    expect(isWithinBounds({ date: '2026-11-26', schedule: 1 }, { after: { date: '2026-11-26', schedule: 0 } })).toBe(
      true,
    );
  });

  it('pickup suggestions start after the delivery slot', () => {
    const plain = suggestedSlots(now);
    expect(plain[0]).toEqual({ date: '2026-11-26', schedule: 0 });
    const after = suggestedSlots(now, { after: { date: '2026-11-26', schedule: 0 } });
    expect(after).toHaveLength(6);
    expect(after[0]).toEqual({ date: '2026-11-26', schedule: 1 });
    expect(after.some((s) => s.date === '2026-11-26' && s.schedule === 0)).toBe(false);
  });

  it('a leg can be rescheduled until the day before its day (Montevideo)', () => {
    const booked = leg(1, '2026-11-24', 0);
    expect(canRescheduleLeg(booked, at('2026-11-23T23:59:00'))).toBe(true);
    expect(canRescheduleLeg(booked, at('2026-11-24T00:01:00'))).toBe(false);
    expect(canRescheduleLeg(leg(1, null, null), now)).toBe(false);
    expect(canRescheduleLeg({ ...booked, status: 'done' }, now)).toBe(false);
  });
});

describe('the Formulario ADN reminder', () => {
  it('is needed until sex, birth date, height and weight are in', () => {
    const full = { gender: 1, birthDate: '1990-01-01', height: 170, weight: 70 };
    expect(isDnaFormComplete(full)).toBe(true);
    expect(isDnaFormComplete({ ...full, birthDate: null })).toBe(false);
    expect(isDnaFormComplete({ ...full, gender: null })).toBe(false);
    expect(isDnaFormComplete({ ...full, weight: null })).toBe(false);
  });
});
