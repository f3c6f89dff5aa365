// Zod-free: the one state of a customer's kit (issue 22), derived from what the server answers for
// it (GET /v1/analyses/getDistribution). The wizard's stepper and the 'Seguimiento' tracker both
// read it, so they cannot tell two stories; the server uses the same rules to accept or refuse.
import { AnalysisStatus } from './analysis-status';
import { formatDateEs, montevideoDate } from './calendar';
import { MONTEVIDEO_DEPARTMENT_ID } from './departments';
import {
  canChangeLeg,
  canRescheduleLeg,
  compareSlots,
  type DaySlot,
  DistributionType,
  deriveWizardStep,
  KitLeg,
  legDay,
  type SlotBounds,
  slotLabel,
} from './logistics-rules';

export interface KitLegInput {
  id?: string;
  type: number;
  date: string | null;
  schedule: number | null;
  status: string;
  agreedDate: string | null;
}

export interface KitDistributionInput {
  type: number;
  address: { state: number };
  kitDistributions: KitLegInput[];
}

export type ReplacementReason = 'lost' | 'rejected';

export interface KitStateInput {
  status: number;
  pickupDistribution: KitDistributionInput | null;
  returnDistribution: KitDistributionInput | null;
  timeline: Array<{ status: number; at: string | null }>;
  replacement?: { reason: ReplacementReason; previousReferenceId: string; note: string | null } | null;
  /** A second "never arrived" waiting for operations (issue 36, N4). */
  lostReviewRequestedAt?: string | null;
}

export type KitStageKey =
  | 'paid'
  | 'delivery_scheduled'
  | 'delivered'
  | 'pickup_scheduled'
  | 'collected'
  | 'in_lab'
  | 'results';

export interface KitStage {
  key: KitStageKey;
  label: string;
  /** done: it happened; current: the first one still to happen; pending: later. */
  state: 'done' | 'current' | 'pending';
  /** When it happened (an instant), where the server recorded it. */
  at: string | null;
  /** What was booked for it: the day and slot, the office, or the phone call. */
  detail: string | null;
}

export interface KitLegView {
  leg: KitLegInput;
  isOffice: boolean;
  isMontevideo: boolean;
}

export interface KitState {
  /** Where the wizard opens (doc 1 §4), or the page to go to once results are sent. */
  wizardStep: 0 | 2 | 5;
  redirect: '/home' | null;
  /** Which of the wizard's six steps are done, by the same facts as the tracker's stages. */
  stepsDone: [boolean, boolean, boolean, boolean, boolean, boolean];
  stages: KitStage[];
  delivery: KitLegView | null;
  pickup: KitLegView | null;
  canRescheduleDelivery: boolean;
  canReschedulePickup: boolean;
  /**
   * The customer may still change how the kit arrives or how the sample leaves (courier or office,
   * address, day): an office choice made by mistake can be undone while the leg has not happened
   * (issue 41 item 6). Courier legs with a day: until the day before it.
   */
  canChangeDelivery: boolean;
  canChangePickup: boolean;
  /** The customer may say the kit never arrived: its day passed (or it was marked delivered). */
  canReportLost: boolean;
  /** Days and slots a new pickup may take: after the delivery slot until the kit is delivered. */
  pickupBounds: SlotBounds;
  /**
   * The booked pickup's day and slot while it is still to happen: a delivery moved to or past it
   * releases it (`releasesPickup`).
   */
  pickupSlot: DaySlot | null;
  replacement: KitStateInput['replacement'] | null;
}

export const kitStageLabels: Record<KitStageKey, string> = {
  paid: 'Kit pagado',
  delivery_scheduled: 'Entrega del kit coordinada',
  delivered: 'Kit entregado',
  pickup_scheduled: 'Retiro de muestra agendado',
  collected: 'Muestra retirada',
  in_lab: 'Test en laboratorio',
  results: 'Resultados enviados',
};
export const replacementPaidLabel = 'Kit de reemplazo sin costo';

/** How far along the lifecycle each status is (the replaced kit is past every stage of its own). */
const rank: Record<number, number> = {
  [AnalysisStatus.Paid]: 0,
  [AnalysisStatus.KitDelivered]: 1,
  [AnalysisStatus.PickupScheduled]: 2,
  [AnalysisStatus.SampleCollected]: 3,
  [AnalysisStatus.InLab]: 4,
  [AnalysisStatus.ResultsSent]: 5,
};

/** The live leg of one kind on a distribution: the latest one not cancelled. */
export function liveLeg(distribution: KitDistributionInput | null | undefined, type: number): KitLegInput | null {
  return distribution?.kitDistributions.filter((k) => k.type === type && k.status !== 'cancelled').at(-1) ?? null;
}

function legView(distribution: KitDistributionInput | null, type: number): KitLegView | null {
  const leg = liveLeg(distribution, type);
  if (!leg || !distribution) return null;
  return {
    leg,
    isOffice: distribution.type === DistributionType.Office,
    isMontevideo: distribution.address.state === MONTEVIDEO_DEPARTMENT_ID,
  };
}

/** The booked day and slot of a leg, for the tracker and the e-mails. */
export function legDetail(view: KitLegView | null): string | null {
  if (!view) return null;
  const { leg } = view;
  if (view.isOffice) return 'En nuestra oficina';
  if (leg.agreedDate) return `Día acordado: ${formatDateEs(leg.agreedDate)}`;
  if (leg.status === 'to_arrange') return 'Te vamos a llamar para acordar el día';
  if (leg.date) return `${formatDateEs(leg.date)}, de ${slotLabel(leg.schedule)}`;
  return null;
}

function slotOf(view: KitLegView | null): DaySlot | null {
  if (!view || view.leg.status === 'done' || view.leg.status === 'cancelled') return null;
  const day = legDay(view.leg);
  return day ? { date: day, schedule: view.leg.agreedDate ? null : view.leg.schedule } : null;
}

/** The kit's one state, from the server's answer, at `now` (Montevideo days). */
export function deriveKitState(info: KitStateInput, now: Date): KitState {
  const derived = deriveWizardStep(info);
  const delivery = legView(info.pickupDistribution, KitLeg.Delivery);
  const pickup = legView(info.returnDistribution, KitLeg.Return);
  const at = (status: number) => info.timeline.find((s) => s.status === status)?.at ?? null;
  const current = rank[info.status] ?? 0;
  const reached = (status: number) => at(status) !== null || current >= (rank[status] ?? 99);

  const isDelivered = reached(AnalysisStatus.KitDelivered);
  const hasDelivery = Boolean(delivery) || isDelivered;
  const hasPickup = Boolean(pickup) || reached(AnalysisStatus.SampleCollected);
  const isCollected = reached(AnalysisStatus.SampleCollected);
  const isInLab = reached(AnalysisStatus.InLab);
  const isDone = reached(AnalysisStatus.ResultsSent);

  const facts: Array<[KitStageKey, boolean, string | null, string | null]> = [
    ['paid', true, at(AnalysisStatus.Paid), null],
    ['delivery_scheduled', hasDelivery, null, legDetail(delivery)],
    ['delivered', isDelivered, at(AnalysisStatus.KitDelivered), null],
    ['pickup_scheduled', hasPickup, at(AnalysisStatus.PickupScheduled), legDetail(pickup)],
    ['collected', isCollected, at(AnalysisStatus.SampleCollected), null],
    ['in_lab', isInLab, at(AnalysisStatus.InLab), null],
    ['results', isDone, at(AnalysisStatus.ResultsSent), null],
  ];
  let currentFound = false;
  const stages: KitStage[] = facts.map(([key, done, when, detail]) => {
    let state: KitStage['state'] = 'done';
    if (!done) {
      state = currentFound ? 'pending' : 'current';
      currentFound = true;
    }
    const label = key === 'paid' && info.replacement ? replacementPaidLabel : kitStageLabels[key];
    return { key, label, state, at: done ? when : null, detail };
  });

  const today = montevideoDate(now);
  const deliveryDay = delivery ? legDay(delivery.leg) : null;
  const isCourier = Boolean(delivery && !delivery.isOffice);
  const canReportLost =
    !info.lostReviewRequestedAt &&
    isCourier &&
    ((info.status === AnalysisStatus.Paid &&
      delivery?.leg.status === 'scheduled' &&
      deliveryDay !== null &&
      deliveryDay < today) ||
      info.status === AnalysisStatus.KitDelivered);

  const beforeLab = info.status !== AnalysisStatus.InLab && info.status !== AnalysisStatus.ResultsSent;
  return {
    wizardStep: 'step' in derived ? derived.step : 5,
    redirect: 'redirect' in derived ? derived.redirect : null,
    stepsDone: [hasDelivery, hasDelivery, isDelivered, hasPickup, hasPickup, isDone],
    stages,
    delivery,
    pickup,
    canRescheduleDelivery:
      info.status === AnalysisStatus.Paid &&
      Boolean(delivery?.isMontevideo) &&
      canRescheduleLeg(delivery?.leg ?? null, now),
    canReschedulePickup:
      beforeLab &&
      info.status !== AnalysisStatus.SampleCollected &&
      Boolean(pickup?.isMontevideo) &&
      !pickup?.isOffice &&
      canRescheduleLeg(pickup?.leg ?? null, now),
    canChangeDelivery: info.status === AnalysisStatus.Paid && canChangeLeg(delivery?.leg ?? null, now),
    canChangePickup:
      beforeLab && info.status !== AnalysisStatus.SampleCollected && canChangeLeg(pickup?.leg ?? null, now),
    canReportLost,
    pickupBounds: { after: isDelivered ? null : slotOf(delivery) },
    pickupSlot: isDelivered ? null : slotOf(pickup),
    replacement: info.replacement ?? null,
  };
}

/**
 * Whether a delivery on `slot` would come at or after the booked pickup, which then has to be
 * released and booked again after the kit arrives (decision 060). A delivery without a day (the
 * office, a day to agree by phone) releases nothing.
 */
export function releasesPickup(state: Pick<KitState, 'pickupSlot'>, slot: DaySlot | null): boolean {
  return Boolean(state.pickupSlot && slot && compareSlots(slot, state.pickupSlot) >= 0);
}

/**
 * Whether the Formulario ADN has what the laboratory's report needs: sex, birth date, height and
 * weight (mobile and the health lists are optional). The kit flow's reminder shows only until then.
 */
export function isDnaFormComplete(profile: {
  gender: number | null;
  birthDate: string | null;
  height: number | null;
  weight: number | null;
}): boolean {
  return profile.gender !== null && Boolean(profile.birthDate) && profile.height !== null && profile.weight !== null;
}
