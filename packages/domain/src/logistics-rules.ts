// Zod-free: the logistics constants and rules (re-exported by logistics.ts), so that a page using
// them does not load the schema library with the payload schemas.
import { AnalysisStatus, type AnalysisStatusCode } from './analysis-status';
import { addBusinessDays, addDays, type IsoDate, isBusinessDay, isWeekend, montevideoDate } from './calendar';
import { MONTEVIDEO_DEPARTMENT_ID } from './departments';

// ---------------------------------------------------------------- constants

/** Step 0 choice (doc 1 §3): 0 home delivery/pickup anywhere in Uruguay, 1 the office. */
export const ShippingType = { DELIVERY: 0, PICKUP: 1 } as const;
/** A distribution is the address a leg uses: 0 delivery (courier), 1 the office. */
export const DistributionType = { Delivery: 0, Office: 1 } as const;
/** The legs of a kit: 1 the kit goes to the customer, 2 the sample comes back. */
export const KitLeg = { Delivery: 1, Return: 2 } as const;

/** Delivery slots (spec README decision 2). */
export const slots = [
  { id: 0, label: '08:00 a 14:00', from: '08:00', until: '14:00' },
  { id: 1, label: '14:00 a 22:00', from: '14:00', until: '22:00' },
] as const;
export type SlotId = 0 | 1;

export const RESULTS_PROMISE_BUSINESS_DAYS = 45;

/** The office where kits can be collected and samples dropped off. */
export const office = {
  street: 'Av. 18 de Julio',
  doorNumber: '1234',
  apartmentNumber: 'Oficina 501',
  corner: 'Ejido',
  state: MONTEVIDEO_DEPARTMENT_ID,
  hours: 'Lunes a viernes de 10 a 17 h',
} as const;

// ---------------------------------------------------------------- the analysis lifecycle

/**
 * The one place where the kit's statuses and their order live. Codes are the spec's (doc 1 §4).
 * Each status lists the statuses it may move to.
 */
export const analysisLifecycle: Record<AnalysisStatusCode, { label: string; next: AnalysisStatusCode[] }> = {
  [AnalysisStatus.Paid]: { label: 'Kit pagado', next: [AnalysisStatus.KitDelivered, AnalysisStatus.Replaced] },
  [AnalysisStatus.KitDelivered]: {
    label: 'Kit entregado',
    next: [AnalysisStatus.PickupScheduled, AnalysisStatus.SampleCollected, AnalysisStatus.Replaced],
  },
  [AnalysisStatus.PickupScheduled]: { label: 'Retiro de muestra agendado', next: [AnalysisStatus.SampleCollected] },
  [AnalysisStatus.SampleCollected]: {
    label: 'Muestra retirada',
    next: [AnalysisStatus.InLab, AnalysisStatus.Replaced],
  },
  [AnalysisStatus.InLab]: {
    label: 'Test en laboratorio',
    next: [AnalysisStatus.ResultsSent, AnalysisStatus.Replaced],
  },
  [AnalysisStatus.ResultsSent]: { label: 'Resultados enviados', next: [] },
  // A lost kit or a rejected sample: the kit ends here and a free replacement starts (issue 22).
  [AnalysisStatus.Replaced]: { label: 'Kit reemplazado', next: [] },
};

/** The order the timeline shows. */
export const lifecycleOrder: AnalysisStatusCode[] = [
  AnalysisStatus.Paid,
  AnalysisStatus.KitDelivered,
  AnalysisStatus.PickupScheduled,
  AnalysisStatus.SampleCollected,
  AnalysisStatus.InLab,
  AnalysisStatus.ResultsSent,
];

export function canTransition(from: number, to: number): boolean {
  const entry = analysisLifecycle[from as AnalysisStatusCode];
  return Boolean(entry?.next.includes(to as AnalysisStatusCode));
}

/** The operator's one-click "next action" for a status (null when nothing is left). */
export function nextOperatorStatus(status: number): AnalysisStatusCode | null {
  if (status === AnalysisStatus.Paid) return AnalysisStatus.KitDelivered;
  if (status === AnalysisStatus.KitDelivered || status === AnalysisStatus.PickupScheduled) {
    return AnalysisStatus.SampleCollected;
  }
  if (status === AnalysisStatus.SampleCollected) return AnalysisStatus.InLab;
  return null;
}

export const statusLabels: Record<number, string> = Object.fromEntries(
  Object.entries(analysisLifecycle).map(([code, v]) => [code, v.label]),
);

// ---------------------------------------------------------------- wizard rules (doc 1 §4)

/**
 * The wizard step from the fetched info: none → 0; a return leg or status 2 → 5; a delivery leg →
 * 2; status 8 → go to /home.
 */
export function deriveWizardStep(
  info: { status: number; pickupDistribution: unknown; returnDistribution: unknown } | null,
): { step: 0 | 2 | 5 } | { redirect: '/home' } {
  if (!info) return { step: 0 };
  if (info.status === AnalysisStatus.ResultsSent) return { redirect: '/home' };
  if (info.returnDistribution || info.status === AnalysisStatus.InLab) return { step: 5 };
  if (info.pickupDistribution) return { step: 2 };
  return { step: 0 };
}

/**
 * Tells the delivery distribution ("pickup" in the original naming) from the return one: the one
 * holding the live (not cancelled) delivery leg and the one holding the live return leg, which may
 * be the same. A leg cancelled by a change (another day, the office instead of the courier, a pickup
 * released by a later delivery: issue 41 item 6) no longer counts, so the wizard opens where the
 * kit really is.
 */
export function splitDistributions<
  D extends { type: number; kitDistributions: Array<{ type: number; status?: string }> },
>(distributions: D[]): { pickup: D | null; return: D | null } {
  const holds = (d: D, type: number) => d.kitDistributions.some((k) => k.type === type && k.status !== 'cancelled');
  return {
    pickup: distributions.find((d) => holds(d, KitLeg.Delivery)) ?? null,
    return: distributions.find((d) => holds(d, KitLeg.Return)) ?? null,
  };
}

/** Reuse the existing pickup address when street and door number are unchanged (doc 1 §4). */
export function isSameAddress(
  existing: { street: string; doorNumber: number | string } | null | undefined,
  typed: { street: string; doorNumber: number | string },
): boolean {
  if (!existing) return false;
  return (
    existing.street.trim().toLowerCase() === typed.street.trim().toLowerCase() &&
    String(existing.doorNumber).trim() === String(typed.doorNumber).trim()
  );
}

/** Find a created distribution again by department, city, apartment, street and door number. */
export function findDistribution<
  D extends { address: { state: number; city: string; apartmentNumber: string; street: string; doorNumber: number } },
>(
  distributions: D[],
  address: { state: number; city?: string; apartmentNumber?: string; street: string; doorNumber: number },
) {
  return distributions.find(
    (d) =>
      d.address.state === address.state &&
      d.address.city === (address.city ?? '') &&
      d.address.apartmentNumber === (address.apartmentNumber ?? '') &&
      d.address.street.trim().toLowerCase() === address.street.trim().toLowerCase() &&
      d.address.doorNumber === address.doorNumber,
  );
}

// ---------------------------------------------------------------- day picker

/**
 * How far ahead a kit's delivery or pickup can be booked or moved: the day picker's months, and the
 * server's limit too (issue 36, L5: a delivery could be moved a year ahead).
 */
export const KIT_BOOKING_HORIZON_DAYS = 90;

/** Whether a day is past the booking horizon (Montevideo's today + KIT_BOOKING_HORIZON_DAYS). */
export function isPastBookingHorizon(day: IsoDate, now: Date): boolean {
  return day > addDays(montevideoDate(now), KIT_BOOKING_HORIZON_DAYS);
}

/**
 * A day can be picked when it starts after the next 48 hours and is not a weekend (doc 1 §5); we
 * also skip Uruguayan holidays, when the courier does not work, and days past the booking horizon.
 */
export function isSelectableDay(day: IsoDate, now: Date): boolean {
  const earliest = montevideoDate(new Date(now.getTime() + 48 * 3600_000));
  return day > earliest && !isWeekend(day) && isBusinessDay(day) && !isPastBookingHorizon(day, now);
}

/** A booked day and slot. A leg without a slot (a day agreed by phone) takes the whole day. */
export interface DaySlot {
  date: IsoDate;
  schedule: number | null;
}

/** Order of two day-and-slots: negative when `a` comes first. A day without a slot counts as its last slot. */
export function compareSlots(a: DaySlot, b: DaySlot): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return (a.schedule ?? 1) - (b.schedule ?? 1);
}

/**
 * Limits of a leg's day and slot (issue 22): the pickup starts after the delivery slot. A delivery
 * has no limit of its own: moved to or past a booked pickup it releases that pickup, which the
 * customer books again (issue 41 item 6, decision 060).
 */
export interface SlotBounds {
  after?: DaySlot | null;
  before?: DaySlot | null;
}

export function isWithinBounds(slot: DaySlot, bounds: SlotBounds | undefined): boolean {
  if (bounds?.after && compareSlots(slot, bounds.after) <= 0) return false;
  if (bounds?.before && compareSlots(slot, bounds.before) >= 0) return false;
  return true;
}

/**
 * Suggested slots: 3 days starting 60 hours ahead, skipping weekends (and holidays), 2 slots a day;
 * with bounds, only slots within them (a pickup's suggestions start after the delivery slot).
 */
export function suggestedSlots(now: Date, bounds?: SlotBounds): Array<{ date: IsoDate; schedule: SlotId }> {
  let day = montevideoDate(new Date(now.getTime() + 60 * 3600_000));
  const out: Array<{ date: IsoDate; schedule: SlotId }> = [];
  // A horizon keeps a "before" bound that leaves no room from looping for ever.
  for (let i = 0; out.length < 6 && i < 120; i++) {
    if (isSelectableDay(day, now)) {
      for (const schedule of [0, 1] as const) {
        if (isWithinBounds({ date: day, schedule }, bounds)) out.push({ date: day, schedule });
      }
    }
    day = addDays(day, 1);
  }
  return out.slice(0, 6);
}

/** The day a leg happens: the one agreed by phone, else the booked one. */
export function legDay(leg: { date: string | null; agreedDate: string | null }): IsoDate | null {
  return leg.agreedDate ?? leg.date ?? null;
}

/**
 * Whether a booked courier leg can still be moved by the customer: it has a day and a slot, is not
 * done, and today (Montevideo) is before its day, i.e. until the day before (issue 22).
 */
export function canRescheduleLeg(
  leg: { status: string; date: string | null; schedule: number | null; agreedDate: string | null } | null,
  now: Date,
): boolean {
  if (leg?.status !== 'scheduled' || !leg.date || leg.schedule === null || leg.agreedDate) return false;
  return montevideoDate(now) < leg.date;
}

/**
 * Whether the customer may still change how a leg happens (courier ⇄ office, another address, another
 * day; issue 41 item 6): the leg has not happened (nor been cancelled), and when it has a day (booked
 * or agreed by phone) today (Montevideo) is before it. An office leg has no day: it can change until
 * operations record it done.
 */
export function canChangeLeg(
  leg: { status: string; date: string | null; agreedDate: string | null } | null,
  now: Date,
): boolean {
  if (leg?.status !== 'scheduled' && leg?.status !== 'to_arrange') return false;
  const day = legDay(leg);
  return day === null || montevideoDate(now) < day;
}

/** When results are promised: 45 business days after the sample is collected. */
export function resultsDueDate(collectedOn: IsoDate): IsoDate {
  return addBusinessDays(collectedOn, RESULTS_PROMISE_BUSINESS_DAYS);
}

export function slotLabel(schedule: number | null | undefined): string {
  return slots.find((s) => s.id === schedule)?.label ?? '';
}
