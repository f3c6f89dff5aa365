import { z } from 'zod';
import { emailSchema } from './accounts';
import { addDays, type IsoDate, montevideoDate, weekday } from './calendar';

/**
 * Weekly meals (viandas, doc 2 §1–§9): delivery days and order deadlines in America/Montevideo,
 * delivery zones and their cost, the delivery window, and the order total. Amounts are integer
 * cents of Uruguayan pesos; the server recomputes every figure.
 */

export const mealsTexts = {
  intro: 'Te presentamos una nueva forma de alimentarte',
  emptyCart: 'Aún no hay platos seleccionados',
  weekClosed: 'Ya no puedes pedir esta semana.',
  formIncomplete: 'Por favor completa todos los campos del formulario.',
  couponApplied: '✅ Cupón válido: Descuento aplicado.',
  couponFailed: 'Error al validar el cupón.',
  couponUnknownError: '❌ Error desconocido.',
  sendFailed: 'Ocurrió un error al enviar el pedido. Por favor intenta nuevamente.',
  sendException: 'Ocurrió un error al enviar la orden. Por favor intenta nuevamente.',
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

// ---------------------------------------------------------------- the API's shapes

/** Doc 2 §3 "Meal". Photo is a URL; calories are shown only for kitchen 1. */
export const mealSchema = z.object({
  mealId: z.string(),
  weekId: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  photo: z.string().nullable(),
  calories: z.number().int().nullable(),
  kitchenId: z.number().int(),
  availableDay: z.number().int().min(0).max(7),
  /** Beyond the spec, for a signed-in customer with results: does it suit their food ratings? */
  suitsMe: z.boolean().nullable().optional(),
});
export type Meal = z.infer<typeof mealSchema>;

/** Doc 2 §3 "Meal week" (GET /v1/meal/MealsByWeek). */
export const mealWeekSchema = z.object({
  weekId: z.string(),
  weekstart: z.string(),
  weekend: z.string(),
  mealsList: z.array(mealSchema),
});
export type MealWeek = z.infer<typeof mealWeekSchema>;

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, 'Elegí un horario de la lista.');

/** Doc 2 §3 "Order form". */
export const mealOrderUserSchema = z
  .object({
    name: z.string().trim().min(1, mealsTexts.formIncomplete).max(100),
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .regex(/^\d{6,12}$/, 'Ingresá un teléfono de 6 a 12 dígitos, solo números.'),
    department: z.string().trim().min(1, mealsTexts.formIncomplete),
    neighborhood: z.string().trim().min(1, mealsTexts.formIncomplete),
    address: z.string().trim().min(1, mealsTexts.formIncomplete).max(200),
    from: hhmm,
    until: hhmm,
    saltOption: z.enum(['con-sal', 'sin-sal']),
    carboOption: z.enum(['con-carbo', 'sin-carbo']),
    comments: z.string().trim().max(500).default(''),
  })
  .superRefine((v, ctx) => {
    if (zoneCostCents(v.department, v.neighborhood) === null) {
      ctx.addIssue({ code: 'custom', path: ['neighborhood'], message: mealsTexts.localityOutside });
    }
    if (!fromOptions.includes(v.from))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Elegí un horario de la lista.' });
    else if (!untilOptions(v.from).includes(v.until)) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Elegí un horario de la lista.' });
    }
  });
export type MealOrderUser = z.input<typeof mealOrderUserSchema>;

/** Doc 2 §3 "Order payload": per week, the days, each with its date and meals. */
export const mealOrderWeeksSchema = z
  .array(
    z.object({
      weekId: z.string(),
      weekstart: z.string(),
      weekend: z.string(),
      days: z
        .array(
          z.object({
            day: z.number().int().min(0).max(6),
            date: z.iso.date(),
            meals: z
              .array(
                z.object({
                  mealId: z.string(),
                  title: z.string(),
                  quantity: z.number().int().min(1).max(50),
                }),
              )
              .min(1),
          }),
        )
        .min(1),
    }),
  )
  .min(1, mealsTexts.emptyCart)
  .max(8);
export type MealOrderWeeks = z.infer<typeof mealOrderWeeksSchema>;

/** POST /v1/order/orders (with an Idempotency-Key header). */
export const createMealOrderSchema = z.object({
  orderObject: mealOrderWeeksSchema,
  orderSummary: z.string().max(5000).optional(),
  userObject: mealOrderUserSchema,
  couponCode: z.string().trim().toUpperCase().max(40).optional(),
});
export type CreateMealOrderRequest = z.input<typeof createMealOrderSchema>;

export const mealOrderResponseSchema = z.object({
  orderId: z.string(),
  /** The order's secret for whoever created it (signed in or not): needed to pay, read or cancel it. */
  accessKey: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  /** The payment's id once the server confirmed it (the number the confirmation shows). */
  paymentId: z.string().nullable(),
  mealCount: z.number().int(),
  mealsCents: z.number().int(),
  shippingCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('UYU'),
});
export type MealOrderResponse = z.infer<typeof mealOrderResponseSchema>;

/** POST /v1/payment/create_preference: for an order already created (the same preference if it has one). */
export const createPreferenceSchema = z.object({ orderId: z.uuid(), accessKey: z.string().min(10).max(100) });
/** GET and DELETE /v1/order/orders/{id}?accessKey=: read the order's status, or cancel it while unpaid. */
export const mealOrderAccessSchema = z.object({ accessKey: z.string().min(10).max(100) });
export const preferenceResponseSchema = z.object({
  /** The payment preference id (MercadoPago's, or the sandbox's). */
  id: z.string(),
  /** Where to pay: MercadoPago's init_point, or the sandbox checkout page. */
  checkoutUrl: z.string(),
  gateway: z.enum(['mercadopago', 'sandbox']),
  /** MercadoPago's public key for the wallet button (null in the sandbox). */
  publicKey: z.string().nullable(),
});
export type PreferenceResponse = z.infer<typeof preferenceResponseSchema>;

/** POST /v1/coupon/validate (doc 2 §7). */
export const couponValidateSchema = z.object({
  code: z.string().trim().toUpperCase().min(1, 'Ingresá un cupón.').max(40),
  userId: z.string().nullable().optional(),
  category: z.enum(['kits', 'meals', 'consultations']),
});
export const couponValidateResponseSchema = z.object({
  /** Percent (type 'percent') or pesos (type 'fixed'). */
  discount: z.number(),
  type: z.enum(['percent', 'fixed']),
  message: z.string(),
});

// ---------------------------------------------------------------- operations (menu, prices, kitchen sheet)

/** A meal as operations edit it. `photo` is an uploaded photo's address (/uploads/meals/…) or null. */
export const opsMealInputSchema = z.object({
  weekId: z.uuid({ error: 'Elegí la semana.' }),
  title: z
    .string()
    .trim()
    .min(1, 'Ingresá el nombre del plato.')
    .max(120, 'El nombre no puede superar los 120 caracteres.'),
  subtitle: z
    .string()
    .trim()
    .max(200, 'Las etiquetas no pueden superar los 200 caracteres.')
    .nullable()
    .transform((v) => (v ? v : null)),
  photo: z
    .string()
    .regex(/^\/uploads\/meals\/[a-z0-9-]+\.webp$/, 'Subí la foto con el botón de la foto.')
    .nullable(),
  calories: z.number().int('Las calorías van sin decimales.').min(0).max(3000, 'Revisá las calorías.').nullable(),
  kitchenId: z.number().int().min(1, 'Elegí la cocina.').max(9, 'Elegí la cocina.'),
  availableDay: z.number().int().min(0).max(7, 'Elegí el día de entrega.'),
  /** Main ingredients (food catalogue ids), for the "suits me" mark. */
  foodIds: z.array(z.string().max(80)).max(15).default([]),
  active: z.boolean().default(true),
});
export type OpsMealInput = z.input<typeof opsMealInputSchema>;

export const opsMealSchema = mealSchema
  .omit({ suitsMe: true })
  .extend({ active: z.boolean(), foodIds: z.array(z.string()) });
export type OpsMeal = z.infer<typeof opsMealSchema>;

export const opsMealWeekSchema = z.object({
  weekId: z.string(),
  weekstart: z.string(),
  weekend: z.string(),
  /** Paid or pending orders with meals of this week: such a week cannot be deleted. */
  orders: z.number().int(),
  meals: z.array(opsMealSchema),
});
export type OpsMealWeek = z.infer<typeof opsMealWeekSchema>;

export const createMealWeekSchema = z.object({
  weekstart: z.iso
    .date({ error: 'Elegí el lunes que empieza la semana.' })
    .refine((d) => weekday(d) === 1, 'La semana empieza un lunes.'),
});

/** PUT /v1/ops/meals/prices: cents of $U. */
export const mealPricesUpdateSchema = z.object({
  MEAL_UNIT: z.number().int().min(100, 'El precio por plato debe ser mayor a 0.').max(10_000_000),
  MVD_A: z.number().int().min(0).max(1_000_000),
  MVD_B: z.number().int().min(0).max(1_000_000),
  CAN_A: z.number().int().min(0).max(1_000_000),
  CAN_B: z.number().int().min(0).max(1_000_000),
});
export type MealPricesUpdate = z.infer<typeof mealPricesUpdateSchema>;
export const mealPriceRowSchema = z.object({ code: z.string(), label: z.string(), amountCents: z.number().int() });

export const zoneTierLabels: Record<ZoneTier, string> = {
  MVD_A: 'Montevideo, zona 1',
  MVD_B: 'Montevideo, zona 2',
  CAN_A: 'Canelones, zona 1',
  CAN_B: 'Canelones, zona 2',
};

/** GET /v1/ops/meals/kitchen-sheet?date=: the paid orders delivered that day, by zone. */
export const kitchenSheetSchema = z.object({
  date: z.string(),
  /** What the kitchen cooks: each meal and how many. */
  totals: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
  zones: z.array(
    z.object({
      tier: z.string(),
      label: z.string(),
      orders: z.array(
        z.object({
          orderId: z.string(),
          name: z.string(),
          phone: z.string(),
          address: z.string(),
          neighborhood: z.string(),
          from: z.string(),
          until: z.string(),
          saltOption: z.string(),
          carboOption: z.string(),
          comments: z.string(),
          items: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
        }),
      ),
    }),
  ),
});
export type KitchenSheet = z.infer<typeof kitchenSheetSchema>;
