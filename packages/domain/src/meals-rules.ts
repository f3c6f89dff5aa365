// Zod-free: the meals rules and constants (re-exported by meals.ts), so that a page using them does
// not load the schema library with the API's shapes.
import { addDays, type IsoDate, montevideoDate, weekday } from './calendar';

/**
 * Weekly meals (viandas, doc 2 §1–§9): delivery days and order deadlines in America/Montevideo,
 * delivery zones and their cost, the delivery window, and the order total. Amounts are integer
 * cents of Uruguayan pesos; the server recomputes every figure.
 */

export const mealsTexts = {
  intro: 'Te presentamos una nueva forma de alimentarte',
  emptyCart: 'Aún no hay platos seleccionados',
  weekClosed: 'Ya no podés pedir esta semana.',
  formIncomplete: 'Por favor completá todos los campos del formulario.',
  couponApplied: '✅ Cupón válido: Descuento aplicado.',
  couponFailed: 'Error al validar el cupón.',
  couponUnknownError: '❌ Error desconocido.',
  sendFailed: 'Ocurrió un error al enviar el pedido. Por favor intentá nuevamente.',
  sendException: 'Ocurrió un error al enviar la orden. Por favor intentá nuevamente.',
  pending: 'Pedido pendiente de confirmación...',
  couponNotFound: 'El cupón no existe o ya no está vigente.',
  couponOtherCategory: 'Este cupón no es válido para platos semanales.',
  couponValid: 'Cupón válido.',
  dayClosed: 'Ya no se puede pedir para ese día.',
  mealNotThatDay: 'Ese plato no se entrega ese día.',
  localityOutside: 'Por ahora no llegamos a esa localidad.',
} as const;

// ---------------------------------------------------------------- days and deadlines

/** Delivery days: Monday, Tuesday, Thursday, Friday (0 Sunday … 6 Saturday). */
export const deliveryWeekdays = [1, 2, 4, 5] as const;
/** Kitchen 1 cooks for Monday or Wednesday only. */
export const SPECIAL_KITCHEN_ID = 1;
export const specialKitchenWeekdays = [1, 3] as const;
/** availableDay 7 means "any delivery day". */
export const ANY_DELIVERY_DAY = 7;

export const weekdayNames = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

/** The weekdays a meal can be delivered on. */
export function mealWeekdays(meal: { kitchenId: number; availableDay: number }): number[] {
  if (meal.kitchenId === SPECIAL_KITCHEN_ID) {
    return specialKitchenWeekdays.filter((d) => meal.availableDay === ANY_DELIVERY_DAY || meal.availableDay === d);
  }
  if (meal.availableDay === ANY_DELIVERY_DAY) return [...deliveryWeekdays];
  return meal.availableDay >= 0 && meal.availableDay <= 6 ? [meal.availableDay] : [];
}

/**
 * The last moment to order for a delivery day: Friday 12:00 for Monday, Tuesday 12:00 for Thursday,
 * otherwise 24 hours before, counted from 12:00 of the delivery day (the day before, at 12:00).
 */
export function orderDeadline(deliveryDay: IsoDate): Date {
  const dow = weekday(deliveryDay);
  const back = dow === 1 ? 3 : dow === 4 ? 2 : 1;
  return new Date(`${addDays(deliveryDay, -back)}T12:00:00-03:00`);
}

export function canOrderFor(deliveryDay: IsoDate, now: Date = new Date()): boolean {
  return now.getTime() < orderDeadline(deliveryDay).getTime();
}

/** The Monday that starts the week of a day. */
export function mondayOf(day: IsoDate): IsoDate {
  const dow = weekday(day);
  return addDays(day, dow === 0 ? -6 : 1 - dow);
}

/** The date of a weekday (0–6) in the week starting on `weekstart` (a Monday). */
export function dateInWeek(weekstart: IsoDate, dow: number): IsoDate {
  return addDays(mondayOf(weekstart), dow === 0 ? 6 : dow - 1);
}

/** The dates a meal can still be ordered for in its week. */
export function orderableDates(
  meal: { kitchenId: number; availableDay: number },
  weekstart: IsoDate,
  now: Date = new Date(),
): IsoDate[] {
  return mealWeekdays(meal)
    .map((dow) => dateInWeek(weekstart, dow))
    .filter((date) => canOrderFor(date, now));
}

/** True when no meal of the week can be ordered any more. */
export function isWeekClosed(
  meals: readonly { kitchenId: number; availableDay: number }[],
  weekstart: IsoDate,
  now: Date = new Date(),
): boolean {
  return meals.every((m) => orderableDates(m, weekstart, now).length === 0);
}

/** 'Lunes 23/11' for a delivery date. */
export function deliveryDayLabel(date: IsoDate): string {
  const [, m, d] = date.split('-');
  return `${weekdayNames[weekday(date)]} ${d}/${m}`;
}

export const todayInMontevideo = (now: Date = new Date()) => montevideoDate(now);

// ---------------------------------------------------------------- zones

/** The four delivery tiers and their default cost per delivery day (cents of $U); operations can change them. */
export const zoneTiers = ['MVD_A', 'MVD_B', 'CAN_A', 'CAN_B'] as const;
export type ZoneTier = (typeof zoneTiers)[number];
export const defaultZoneCostsCents: Record<ZoneTier, number> = {
  MVD_A: 7_000,
  MVD_B: 9_000,
  CAN_A: 7_000,
  CAN_B: 12_000,
};
export type ZoneCosts = Record<ZoneTier, number>;

export interface Locality {
  name: string;
  tier: ZoneTier;
}

const zone = (tier: ZoneTier, names: string[]): Locality[] => names.map((name) => ({ name, tier }));

/**
 * Where meals are delivered (doc 2 §9): Montevideo 70 / 90, Canelones (Ciudad de la Costa and the
 * border with Montevideo) 70 / 120 by default. A locality not listed is outside the zones and
 * cannot be chosen.
 */
export const deliveryZones: Record<'Montevideo' | 'Canelones', Locality[]> = {
  Montevideo: [
    ...zone('MVD_A', [
      'Aguada',
      'Barrio Sur',
      'Buceo',
      'Carrasco',
      'Carrasco Norte',
      'Centro',
      'Ciudad Vieja',
      'Cordón',
      'La Blanqueada',
      'Malvín',
      'Palermo',
      'Parque Batlle',
      'Parque Rodó',
      'Pocitos',
      'Punta Carretas',
      'Punta Gorda',
      'Tres Cruces',
      'Villa Biarritz',
      'Villa Dolores',
    ]),
    ...zone('MVD_B', [
      'Aires Puros',
      'Atahualpa',
      'Bella Vista',
      'Belvedere',
      'Brazo Oriental',
      'Capurro',
      'Casavalle',
      'Castro',
      'Cerrito',
      'Colón',
      'Conciliación',
      'Flor de Maroñas',
      'Ituzaingó',
      'Jacinto Vera',
      'Jardines del Hipódromo',
      'La Comercial',
      'La Figurita',
      'La Teja',
      'Larrañaga',
      'Lezica',
      'Malvín Norte',
      'Manga',
      'Maroñas',
      'Mercado Modelo',
      'Nuevo París',
      'Paso de las Duranas',
      'Peñarol',
      'Piedras Blancas',
      'Prado',
      'Reducto',
      'Sayago',
      'Unión',
      'Villa Española',
      'Villa Muñoz',
    ]),
  ],
  Canelones: [
    ...zone('CAN_A', ['Barra de Carrasco', 'Paso Carrasco', 'Parque Carrasco']),
    ...zone('CAN_B', [
      'Colonia Nicolich',
      'El Pinar',
      'Lagomar',
      'Lomas de Solymar',
      'Médanos de Solymar',
      'Parque de Solymar',
      'San José de Carrasco',
      'Shangrilá',
      'Solymar',
    ]),
  ],
};
export type DeliveryDepartment = keyof typeof deliveryZones;
export const deliveryDepartments = Object.keys(deliveryZones) as DeliveryDepartment[];
export const DEFAULT_DEPARTMENT: DeliveryDepartment = 'Montevideo';
export const DEFAULT_LOCALITY = 'Aguada';

export function zoneTierOf(department: string, locality: string): ZoneTier | null {
  return deliveryZones[department as DeliveryDepartment]?.find((l) => l.name === locality)?.tier ?? null;
}

/** The cost per delivery day of a locality (with the current tier costs), or null outside the zones. */
export function zoneCostCents(
  department: string,
  locality: string,
  costs: ZoneCosts = defaultZoneCostsCents,
): number | null {
  const tier = zoneTierOf(department, locality);
  return tier ? costs[tier] : null;
}

/**
 * GET /v1/meal/prices answers pesos in this order: the four tiers' cost per delivery day, then the
 * price per meal at index 4 (where the spec's client reads it).
 */
export const mealPricesOrder = [...zoneTiers, 'MEAL_UNIT'] as const;

// ---------------------------------------------------------------- the delivery window

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'Desde': every 30 minutes from 07:00 to 10:30. */
export const fromOptions: readonly string[] = Array.from({ length: 8 }, (_, i) => toHhmm(7 * 60 + i * 30));
const LATEST_UNTIL = toMinutes('13:30');

/** 'Hasta': from 3 hours after 'desde' up to 13:30, every 30 minutes; none before 'desde' is chosen. */
export function untilOptions(from: string | null | undefined): string[] {
  if (!from || !fromOptions.includes(from)) return [];
  const options: string[] = [];
  for (let m = toMinutes(from) + 180; m <= LATEST_UNTIL; m += 30) options.push(toHhmm(m));
  return options;
}

export const DEFAULT_WINDOW = { from: '10:00', until: '13:30' } as const;

// ---------------------------------------------------------------- money

/** Shipping: per week, the distinct delivery dates, summed, times the locality's cost per day. */
export function shippingCents(weeks: readonly { dates: readonly IsoDate[] }[], costPerDayCents: number): number {
  const days = weeks.reduce((sum, w) => sum + new Set(w.dates).size, 0);
  return days * costPerDayCents;
}

/** A coupon's discount on the meals (not on shipping), never more than the meals cost. */
export function mealsCouponDiscountCents(
  coupon: { kind: 'percent' | 'fixed'; value: number } | null,
  mealsCents: number,
) {
  if (!coupon) return 0;
  const raw = coupon.kind === 'percent' ? Math.round((mealsCents * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, mealsCents));
}

export interface MealsTotals {
  mealCount: number;
  mealsCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

/** Total = meals × price per meal + shipping − coupon, never below 0. */
export function mealsTotals(input: {
  mealCount: number;
  pricePerMealCents: number;
  shippingCents: number;
  coupon: { kind: 'percent' | 'fixed'; value: number } | null;
}): MealsTotals {
  const mealsCents = input.mealCount * input.pricePerMealCents;
  const discountCents = mealsCouponDiscountCents(input.coupon, mealsCents);
  return {
    mealCount: input.mealCount,
    mealsCents,
    shippingCents: input.shippingCents,
    discountCents,
    totalCents: Math.max(0, mealsCents + input.shippingCents - discountCents),
  };
}

// ---------------------------------------------------------------- labels

/** The labels of a subtitle such as '(vegetariano, sin gluten)'. */
export function mealLabels(subtitle: string | null | undefined): string[] {
  if (!subtitle) return [];
  return subtitle
    .replace(/[()]/g, '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export const zoneTierLabels: Record<ZoneTier, string> = {
  MVD_A: 'Montevideo, zona 1',
  MVD_B: 'Montevideo, zona 2',
  CAN_A: 'Canelones, zona 1',
  CAN_B: 'Canelones, zona 2',
};
