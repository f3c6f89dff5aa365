import { z } from 'zod';
import { emailSchema } from './accounts';
import { addDays, type IsoDate, montevideoDate, weekday } from './calendar';
import { type DateWindow, isoDateInWindow, isoDateTimeInWindow } from './date-window';
import { phoneSchema } from './phone';
import { isSingleLine, singleLineMessage } from './single-line';
import { compareIso } from './spanish-format';

/**
 * Nutritional consultations (doc 2 §1–§9): the four offers, the slot calendar generated from the
 * nutritionists' weekly availability (America/Montevideo), and the booking data.
 */

export const consultationTypes = ['consultaPuntual', 'consultaPlus4', 'consultaPlus8', 'controlesx2'] as const;
export type ConsultationType = (typeof consultationTypes)[number];

export interface ConsultationOffer {
  type: ConsultationType;
  title: string;
  included: string[];
  priceCents: number;
  sessions: number;
  maxInstallments: number;
  /** Minutes of the first session: 30 for a consultation or a control, 45 for the interview and plan. */
  firstSessionMinutes: number;
  /** Only for clients who already had an initial consultation and a plan. */
  requiresPriorPlan: boolean;
}

export const consultationOffers: readonly ConsultationOffer[] = [
  {
    type: 'consultaPuntual',
    title: 'Consulta Inicial',
    included: ['Consulta virtual de 30 minutos', 'Revisión de tus hábitos y objetivos', 'Recomendaciones para empezar'],
    priceCents: 200_000,
    sessions: 1,
    maxInstallments: 1,
    firstSessionMinutes: 30,
    requiresPriorPlan: false,
  },
  {
    type: 'consultaPlus4',
    title: 'Consulta + Plan + 2 Controles',
    included: [
      'Entrevista y plan de alimentación personalizado (45 minutos)',
      'Consulta de seguimiento',
      '2 controles de 30 minutos',
      'Hasta 6 cuotas de $U 1.265',
    ],
    priceCents: 759_000,
    sessions: 4,
    maxInstallments: 6,
    firstSessionMinutes: 45,
    requiresPriorPlan: false,
  },
  {
    type: 'consultaPlus8',
    title: 'Consulta + Plan + 6 Controles',
    included: [
      'Entrevista y plan de alimentación personalizado (45 minutos)',
      'Consulta de seguimiento',
      '6 controles de 30 minutos',
      'Hasta 6 cuotas de $U 2.150',
    ],
    priceCents: 1_290_000,
    sessions: 8,
    maxInstallments: 6,
    firstSessionMinutes: 45,
    requiresPriorPlan: false,
  },
  {
    type: 'controlesx2',
    title: '2 Controles de seguimiento',
    included: ['2 controles virtuales de 30 minutos', 'Ajustes a tu plan de alimentación'],
    priceCents: 286_000,
    sessions: 2,
    maxInstallments: 1,
    firstSessionMinutes: 30,
    requiresPriorPlan: true,
  },
];

export function offerOf(type: string): ConsultationOffer {
  return consultationOffers.find((o) => o.type === type) ?? (consultationOffers[0] as ConsultationOffer);
}

export const consultationTexts = {
  noSlots: 'En este momento no podemos cargar el calendario de turnos.',
  dialogTitle: 'Ingresá tus datos',
  dialogIncomplete: 'Por favor completá todos los campos',
  preferenceFailed: 'Ocurrió un error, intentá nuevamente.',
  paid: 'Pago completado',
  thanks: '¡Gracias! Te enviamos por correo la confirmación con la fecha y el enlace de la consulta.',
  approved: 'Aprobado',
  priorPlanRequired:
    'Los 2 controles de seguimiento son para quienes ya hicieron la consulta inicial con plan. Si es tu caso, escribinos.',
  priorPlanForGuests: 'Válido solo para clientes con una consulta inicial y plan previos.',
  /** A signed-in client without that consultation, told when choosing the offer (issue 41 item 12). */
  priorPlanMissing:
    'Los 2 controles de seguimiento son para quienes ya hicieron una consulta con plan de alimentación, y todavía no tenés una. Empezá por una consulta con plan: ya incluye controles.',
  choosePlan: 'Ver Consulta + Plan + 2 Controles',
  slotTaken: 'Ese turno se acaba de ocupar. Elegí otro, por favor.',
  slotGone: 'Ese turno ya no está disponible. Elegí otro, por favor.',
} as const;

/** Minutes a chosen slot is held while the person pays. */
export const SLOT_HOLD_MINUTES = 15;
/** Slots start at least this many hours from now. */
export const MIN_NOTICE_HOURS = 24;
/** An empty month tries the next one, up to 3 months in all (doc 2 §4 "Slots"). */
export const SLOT_MONTH_TRIES = 3;
/**
 * The published booking horizon (issue 17, finding 12): slots are offered, held and booked only up
 * to 90 days ahead, so nobody can hold (or flood) calendars for 2100. 90 days covers the three
 * months the calendar shows (the current one and the next two).
 */
export const BOOKING_HORIZON_DAYS = 90;

/** Montevideo days a slot may fall on: today … today + 90 days. */
export function bookingWindow(now: Date = new Date()): DateWindow {
  const today = montevideoDate(now);
  return { min: today, max: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** Months the slot calendar may be asked for: the previous one (a page left open) … the horizon's. */
export function slotMonthWindow(now: Date = new Date()): DateWindow {
  const today = montevideoDate(now);
  return { min: addDays(today, -31), max: addDays(today, BOOKING_HORIZON_DAYS) };
}

export const bookingHorizonTexts = {
  outOfHorizon: 'Solo se pueden reservar turnos de los próximos 90 días. Elegí otro, por favor.',
  monthOutOfHorizon: 'Solo mostramos turnos de los próximos 3 meses.',
  tooManyHolds:
    'Reservaste demasiados turnos sin pagar en poco tiempo. Terminá el pago del que elegiste o volvé a intentar en una hora.',
} as const;

/** A slot's start as the client sends it: an ISO instant inside the booking horizon. */
export const slotStartSchema = isoDateTimeInWindow({
  window: bookingWindow,
  message: 'Elegí un turno de la lista.',
  outOfWindow: () => bookingHorizonTexts.outOfHorizon,
});

// ---------------------------------------------------------------- availability → slots

/** A nutritionist's weekly window: weekday 0–6, minutes from midnight (Montevideo). */
export interface AvailabilityWindow {
  nutritionistId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface AvailabilityException {
  nutritionistId: string;
  date: IsoDate;
}

export interface Slot {
  /** ISO instant. */
  start: string;
  end: string;
  nutritionistId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const instant = (day: IsoDate, minute: number) =>
  new Date(`${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00-03:00`);

/** The days of a month 'yyyy-MM'. */
export function daysOfMonth(month: string): IsoDate[] {
  const first = `${month}-01`;
  const days: IsoDate[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

export function nextMonthOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}

/**
 * The free slots of a month: every availability window cut into sessions of `minutes`, except
 * exception days, sessions starting less than 24 h from `now`, and sessions overlapping a taken one.
 */
export function generateSlots(input: {
  month: string;
  minutes: number;
  windows: readonly AvailabilityWindow[];
  exceptions: readonly AvailabilityException[];
  taken: readonly { nutritionistId: string; start: string; end: string }[];
  now: Date;
}): Slot[] {
  const earliest = input.now.getTime() + MIN_NOTICE_HOURS * 3600_000;
  const latest = input.now.getTime() + BOOKING_HORIZON_DAYS * 24 * 3600_000;
  const closed = new Set(input.exceptions.map((e) => `${e.nutritionistId}|${e.date}`));
  // Each calendar's bookings read once, as instants: a month has hundreds of slots and a busy
  // calendar hundreds of bookings (issue 23: the check per slot was parsing every booking's dates).
  const busy = new Map<string, { start: number; end: number }[]>();
  for (const t of input.taken) {
    const list = busy.get(t.nutritionistId) ?? [];
    list.push({ start: Date.parse(t.start), end: Date.parse(t.end) });
    busy.set(t.nutritionistId, list);
  }
  const slots: Slot[] = [];
  for (const day of daysOfMonth(input.month)) {
    const dow = weekday(day);
    for (const w of input.windows) {
      if (w.weekday !== dow || closed.has(`${w.nutritionistId}|${day}`)) continue;
      for (let m = w.startMinute; m + input.minutes <= w.endMinute; m += input.minutes) {
        const start = instant(day, m);
        const startMs = start.getTime();
        if (startMs < earliest || startMs > latest) continue;
        const end = instant(day, m + input.minutes);
        const endMs = end.getTime();
        const overlaps = busy.get(w.nutritionistId)?.some((t) => t.start < endMs && t.end > startMs) ?? false;
        if (!overlaps)
          slots.push({ start: start.toISOString(), end: end.toISOString(), nutritionistId: w.nutritionistId });
      }
    }
  }
  return slots.sort((a, b) => compareIso(a.start, b.start) || compareIso(a.nutritionistId, b.nutritionistId));
}

/**
 * Asks `fetchMonth` for the month of `from`, then the next ones while empty, at most 3 months
 * (doc 2 §4). Answers the first non-empty list, or an empty one.
 */
export async function firstMonthWithSlots<T>(
  fromMonth: string,
  fetchMonth: (month: string) => Promise<T[]>,
  tries = SLOT_MONTH_TRIES,
): Promise<{ month: string; slots: T[] }> {
  let month = fromMonth;
  for (let i = 0; i < tries; i++) {
    const slots = await fetchMonth(month);
    if (slots.length > 0) return { month, slots };
    month = nextMonthOf(month);
  }
  return { month, slots: [] };
}

/** '24/11 · 10:30' in Montevideo. */
export function consultationSlotLabel(startIso: string): string {
  const local = new Date(new Date(startIso).getTime() - 3 * 3600_000);
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)} · ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

export const montevideoMonthOf = (now: Date) => montevideoDate(now).slice(0, 7);

// ---------------------------------------------------------------- the API's shapes

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  nutritionistId: z.string(),
  label: z.string(),
});
/**
 * The nutritionist of a slot, as the client sees them before paying (issue 22, item 19): name,
 * initials for the avatar, and the professional licence number when they entered one.
 */
export const consultationNutritionistSchema = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  licenseNumber: z.string().nullable(),
  /** Their photo (a re-encoded upload under /uploads/avatars/), shown instead of the initials. */
  photoUrl: z.string().nullable().optional(),
});
export type ConsultationNutritionist = z.infer<typeof consultationNutritionistSchema>;

export const slotsResponseSchema = z.object({
  month: z.string(),
  slots: z.array(slotSchema),
  /** The nutritionists of these slots (none for the external calendar's). */
  nutritionists: z.array(consultationNutritionistSchema).optional(),
});

/** A nutritionist's consultation profile (GET/PUT /v1/consultations/profile): the licence number, optional. */
export const consultationProfileSchema = z.object({
  licenseNumber: z
    .string()
    .trim()
    .max(30, 'La matrícula no puede superar los 30 caracteres.')
    .regex(/^[0-9A-Za-z./ -]*$/, 'Usá solo números, letras, puntos, barras o guiones.')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  /**
   * The photo: the URL POST /v1/uploads/avatar answered to this nutritionist (the server checks it is
   * their own upload), null to remove it, absent to leave it as it is.
   */
  photoUrl: z.string().max(200).nullable().optional(),
});
export type ConsultationProfileInput = z.input<typeof consultationProfileSchema>;

/** PUT /v1/consultations/orders/{id}/share: share (or stop sharing) the results with the session's nutritionist. */
export const shareResultsSchema = z.object({ share: z.boolean() });

export const shareTexts = {
  checkbox: 'Compartir mis resultados genéticos con la nutricionista para esta consulta',
  hint: 'Solo los va a poder ver hasta que termine la consulta, y podés dejar de compartirlos antes.',
  tooLate: 'La consulta ya terminó: la nutricionista ya no puede ver tus resultados.',
  noResults: 'Todavía no tenés resultados para compartir.',
  shared: 'Listo: la nutricionista puede ver tus resultados hasta que termine la consulta.',
  unshared: 'Listo: la nutricionista ya no puede ver tus resultados.',
} as const;

export const consultationUserSchema = z.object({
  name: z.string().refine(isSingleLine, singleLineMessage).trim().min(1, consultationTexts.dialogIncomplete).max(60),
  lastName: z
    .string()
    .refine(isSingleLine, singleLineMessage)
    .trim()
    .min(1, consultationTexts.dialogIncomplete)
    .max(60),
  email: emailSchema,
  phone: phoneSchema,
});

/** POST /v1/payment/create_preference_hire_nutritionist (doc 2 §7), plus the chosen slot. */
export const hireNutritionistSchema = z.object({
  orderData: z.object({
    tipoConsulta: z.enum(consultationTypes),
    user: consultationUserSchema,
    slot: z.object({ start: slotStartSchema, nutritionistId: z.uuid() }),
    /** A signed-in client with results shares them with the session's nutritionist (issue 22, item 19). */
    shareResults: z.boolean().optional(),
  }),
  /** The stored token (doc 2 §7); the bearer header counts the same. Optional for guests. */
  mrgenToken: z.string().nullable().optional(),
});

export const hireNutritionistResponseSchema = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  gateway: z.enum(['mercadopago', 'sandbox']),
  publicKey: z.string().nullable(),
  orderId: z.string(),
  accessKey: z.string(),
  /** Until when the slot is held for this payment. */
  heldUntil: z.string(),
  /** Who attends the session (null for the external calendar). */
  nutritionist: consultationNutritionistSchema.nullable().optional(),
});

export const consultationOrderStatusSchema = z.object({
  orderId: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'expired']),
  paymentId: z.string().nullable(),
  tipoConsulta: z.enum(consultationTypes),
  slotStart: z.string(),
});

const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ingresá la hora como HH:MM.');

/** A nutritionist's weekly hours and days off (GET/PUT /v1/consultations/availability). */
export const consultationAvailabilitySchema = z.object({
  windows: z
    .array(
      z
        .object({ weekday: z.number().int().min(0).max(6), start: hhmmSchema, end: hhmmSchema })
        .refine((w) => w.start < w.end, {
          message: 'La hora de fin debe ser posterior a la de inicio.',
          path: ['end'],
        }),
    )
    .max(50),
  exceptions: z.array(isoDateInWindow({ message: 'Ingresá una fecha válida.' })).max(200),
});
export type ConsultationAvailability = z.infer<typeof consultationAvailabilitySchema>;

export const consultationBookingSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  tipoConsulta: z.enum(consultationTypes),
  title: z.string(),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  status: z.enum(['confirmed', 'held', 'cancelled']),
  /** The client's account while they share their results for this session (read on /patientresult?id=). */
  sharedResultsOf: z.string().nullable().optional(),
});

// ---------------------------------------------------------------- managing a booked session

/** Changes (cancel or move) are allowed up to this many hours before the session. */
export const CHANGE_NOTICE_HOURS = 24;

export const manageTexts = {
  tooLate: 'Solo podés cancelar o cambiar una consulta hasta 24 horas antes.',
  cancelled:
    'Cancelamos tu consulta y avisamos al profesional. Lo que pagaste sigue valiendo: agendala en otro momento, o pedí la devolución desde Mis compras o respondiendo nuestro correo.',
  moved: 'Cambiamos tu consulta al nuevo horario. Te enviamos la invitación actualizada.',
  sharingStopped:
    'Dejamos de compartir tus resultados genéticos: la consulta es ahora con otra nutricionista. Si querés que los vea, compartilos de nuevo desde Mis consultas.',
  booked: 'Agendamos tu próxima consulta. Te enviamos la invitación por correo.',
  noSessionsLeft: 'Ya agendaste todas las consultas de tu paquete.',
  linkInvalid: 'El enlace no es válido. Usá el del último correo que te enviamos.',
} as const;

export const slotChoiceSchema = z.object({ start: slotStartSchema, nutritionistId: z.uuid() });

/** GET /v1/consultations/bookings/{id}/manage?key=: the session, whether it can change, the package balance. */
export const manageBookingSchema = z.object({
  booking: z.object({
    id: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
    label: z.string(),
  }),
  title: z.string(),
  tipoConsulta: z.enum(consultationTypes),
  canChange: z.boolean(),
  sessions: z.number().int(),
  /** Sessions of the package not booked yet (cancelled ones come back). */
  remaining: z.number().int(),
});
export type ManageBooking = z.infer<typeof manageBookingSchema>;

export const manageActionSchema = z.object({ key: z.string().min(10).max(100) });
export const rescheduleSchema = manageActionSchema.extend({ slot: slotChoiceSchema });

/** GET /v1/consultations/mine: a signed-in client's paid consultations and their sessions. */
export const myConsultationSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  tipoConsulta: z.enum(consultationTypes),
  sessions: z.number().int(),
  remaining: z.number().int(),
  bookings: z.array(
    z.object({ id: z.string(), start: z.string(), label: z.string(), status: z.string(), manageKey: z.string() }),
  ),
  /** Whether the results are shared with the nutritionist of these sessions, and whether it can still change. */
  shareResults: z.boolean().optional(),
  canChangeShare: z.boolean().optional(),
  nutritionist: consultationNutritionistSchema.nullable().optional(),
});
