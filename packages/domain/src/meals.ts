import { z } from 'zod';
import { emailSchema } from './accounts';
import { weekday } from './calendar';
import { isoDateInWindow } from './date-window';
import { fromOptions, mealsTexts, untilOptions, zoneCostCents } from './meals-rules';
import { phoneSchema } from './phone';
import { isPlainText, isSingleLine, noControlCharactersMessage, singleLineMessage } from './single-line';

export * from './meals-rules';
// The payloads the meals pages check on their first load: one schema each, in zod/mini (mini/meals.ts).
export * from './mini/meals';

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
    name: z.string().refine(isSingleLine, singleLineMessage).trim().min(1, mealsTexts.formIncomplete).max(100),
    email: emailSchema,
    phone: phoneSchema,
    department: z.string().refine(isSingleLine, singleLineMessage).trim().min(1, mealsTexts.formIncomplete),
    neighborhood: z.string().refine(isSingleLine, singleLineMessage).trim().min(1, mealsTexts.formIncomplete),
    address: z.string().refine(isSingleLine, singleLineMessage).trim().min(1, mealsTexts.formIncomplete).max(200),
    from: hhmm,
    until: hhmm,
    saltOption: z.enum(['con-sal', 'sin-sal']),
    carboOption: z.enum(['con-carbo', 'sin-carbo']),
    comments: z.string().refine(isPlainText, noControlCharactersMessage).trim().max(500).default(''),
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
            date: isoDateInWindow(),
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
  weekstart: isoDateInWindow({ message: 'Elegí el lunes que empieza la semana.' }).refine(
    (d) => weekday(d) === 1,
    'La semana empieza un lunes.',
  ),
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

// ---------------------------------------------------------------- Mis pedidos (issue 22, item 17)

/**
 * Where one delivery day of a signed-in buyer's order stands: `unpaid` (waiting for the payment),
 * `scheduled` (paid, a later day), `today`, `delivered` (paid, the day has passed) or `cancelled`
 * (the order was closed and its payment given back).
 */
export const myMealDeliveryStates = ['unpaid', 'scheduled', 'today', 'delivered', 'cancelled'] as const;
export type MyMealDeliveryState = (typeof myMealDeliveryStates)[number];

export const myMealOrderSchema = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  mealCount: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('UYU'),
  /** Whether a delivery day is still to come (the order goes under 'Próximas entregas'). */
  upcoming: z.boolean(),
  deliveries: z.array(
    z.object({
      date: z.string(),
      state: z.enum(myMealDeliveryStates),
      items: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export type MyMealOrder = z.infer<typeof myMealOrderSchema>;

/** GET /v1/meal/my-orders: the signed-in account's meal orders, newest first. */
export const myMealOrdersResponseSchema = z.object({ orders: z.array(myMealOrderSchema) });
export type MyMealOrders = z.infer<typeof myMealOrdersResponseSchema>;

/**
 * GET /v1/meal/my-orders/{id}/repeat: the same dishes in the next week that can still be ordered
 * (each on the same weekday when it can, otherwise its first open day), at today's price; the dishes
 * that week does not have, or no longer takes orders for, are listed apart. `week` is null when no
 * week has any of them.
 */
export const repeatMealOrderResponseSchema = z.object({
  week: z.object({ weekId: z.string(), weekstart: z.string(), weekend: z.string() }).nullable(),
  lines: z.array(
    z.object({ mealId: z.string(), title: z.string(), date: z.string(), quantity: z.number().int().min(1) }),
  ),
  unavailable: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
  pricePerMealCents: z.number().int(),
});
export type RepeatMealOrder = z.infer<typeof repeatMealOrderResponseSchema>;
