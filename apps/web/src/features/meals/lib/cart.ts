import {
  canOrderFor,
  compareIso,
  compareSpanish,
  deliveryDayLabel,
  type IsoDate,
  type MealOrderWeeks,
  weekday,
} from '@nutritest/domain';
import * as z from 'zod/mini';
import { readStoredJson, removeStored, writeStoredJson } from '../../../components/checkout/browser-storage';
import { isoDay, weekLabel } from './weeks';

/** Doc 2 §3 "Cart entry": a meal, the day chosen for it and how many. */
export interface CartLine {
  weekId: string;
  weekstart: IsoDate;
  weekend: IsoDate;
  date: IsoDate;
  mealId: string;
  title: string;
  quantity: number;
}

/** A validated coupon: a percent of the meals, or a fixed amount in cents. */
export interface AppliedCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  message: string;
}

export interface Cart {
  lines: CartLine[];
  coupon: AppliedCoupon | null;
}

export const MAX_QUANTITY = 50;
export const emptyCart: Cart = { lines: [], coupon: null };

export const lineKey = (line: { mealId: string; date: IsoDate }) => `${line.mealId}|${line.date}`;

/** Adds one of a meal for a day (one more if it is already there). */
export function addToCart(
  lines: readonly CartLine[],
  meal: { mealId: string; title: string },
  week: { weekId: string; weekstart: string; weekend: string },
  date: IsoDate,
): CartLine[] {
  const key = lineKey({ mealId: meal.mealId, date });
  if (lines.some((l) => lineKey(l) === key)) {
    return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + 1) } : l));
  }
  return [
    ...lines,
    {
      weekId: week.weekId,
      weekstart: isoDay(week.weekstart),
      weekend: isoDay(week.weekend),
      date,
      mealId: meal.mealId,
      title: meal.title,
      quantity: 1,
    },
  ];
}

/** Adds whole lines (a repeated order): a line already in the cart gets the quantities added, up to 50. */
export function addLines(lines: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  let out = [...lines];
  for (const line of added) {
    const key = lineKey(line);
    out = out.some((l) => lineKey(l) === key)
      ? out.map((l) =>
          lineKey(l) === key ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l,
        )
      : [...out, { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) }];
  }
  return out;
}

/** Changes a line's quantity (1–50); 0 or less removes it. */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => lineKey(l) !== key);
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: Math.min(MAX_QUANTITY, quantity) } : l));
}

export interface CartDay {
  date: IsoDate;
  lines: CartLine[];
}
export interface CartWeek {
  weekId: string;
  weekstart: IsoDate;
  weekend: IsoDate;
  days: CartDay[];
}

/**
 * The cart by week, then by day, in calendar order. A week exists only while it has a meal, so
 * removing the last meal of a week removes the week (doc 2 §4).
 */
export function groupCart(lines: readonly CartLine[]): CartWeek[] {
  const weeks = new Map<string, CartWeek>();
  const sorted = [...lines].sort((a, b) => compareIso(a.date, b.date) || compareSpanish(a.title, b.title));
  for (const line of sorted) {
    let week = weeks.get(line.weekId);
    if (!week) {
      week = { weekId: line.weekId, weekstart: line.weekstart, weekend: line.weekend, days: [] };
      weeks.set(line.weekId, week);
    }
    let day = week.days.find((d) => d.date === line.date);
    if (!day) {
      day = { date: line.date, lines: [] };
      week.days.push(day);
    }
    day.lines.push(line);
  }
  return [...weeks.values()].sort((a, b) => compareIso(a.weekstart, b.weekstart));
}

export const mealCount = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** The input of `shippingCents`: per week, its delivery dates. */
export const shippingWeeks = (lines: readonly CartLine[]) =>
  groupCart(lines).map((week) => ({ dates: week.days.map((d) => d.date) }));

export const deliveryDayCount = (lines: readonly CartLine[]) =>
  shippingWeeks(lines).reduce((sum, w) => sum + w.dates.length, 0);

/** Doc 2 §3 "Order payload": per week, the days with their date and meals. */
export function toOrderWeeks(lines: readonly CartLine[]): MealOrderWeeks {
  return groupCart(lines).map((week) => ({
    weekId: week.weekId,
    weekstart: week.weekstart,
    weekend: week.weekend,
    days: week.days.map((day) => ({
      day: weekday(day.date),
      date: day.date,
      meals: day.lines.map((l) => ({ mealId: l.mealId, title: l.title, quantity: l.quantity })),
    })),
  }));
}

export const saltLabels = { 'con-sal': 'Con sal', 'sin-sal': 'Sin sal' } as const;
export const carboLabels = { 'con-carbo': 'Con carbohidratos', 'sin-carbo': 'Sin carbohidratos' } as const;

export interface DeliveryDetails {
  name: string;
  address: string;
  neighborhood: string;
  department: string;
  from: string;
  until: string;
  saltOption: keyof typeof saltLabels;
  carboOption: keyof typeof carboLabels;
  comments?: string;
}

/** The order as plain text (the payload's orderSummary; also what the confirmation shows). */
export function orderSummaryText(lines: readonly CartLine[], details: DeliveryDetails): string {
  const out: string[] = [];
  for (const week of groupCart(lines)) {
    out.push(weekLabel(week));
    for (const day of week.days) {
      out.push(`${deliveryDayLabel(day.date)}: ${day.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')}`);
    }
  }
  out.push(`Platos: ${mealCount(lines)} · Días de entrega: ${deliveryDayCount(lines)}`);
  out.push(
    `Entrega a ${details.name}: ${details.address}, ${details.neighborhood}, ${details.department}, de ${details.from} a ${details.until}`,
  );
  out.push(`${saltLabels[details.saltOption]} · ${carboLabels[details.carboOption]}`);
  const comments = details.comments?.trim();
  if (comments) out.push(`Comentarios: ${comments}`);
  return out.join('\n').slice(0, 5000);
}

// ---------------------------------------------------------------- kept for the browser tab

/** The cart lives in session storage: a reload keeps it, closing the tab forgets it. */
export const CART_STORAGE_KEY = 'mealsCart';

/**
 * The stored cart: lines of a real calendar day (YYYY-MM-DD) with 1–50 of a meal, and the coupon
 * applied or null. Unknown fields are dropped; anything else counts as no cart. `zod/mini`, so the
 * meals page does not load classic zod for it.
 */
const storedCartSchema = z.object({
  lines: z.array(
    z.object({
      weekId: z.string(),
      weekstart: z.string(),
      weekend: z.string(),
      date: z.iso.date(),
      mealId: z.string(),
      title: z.string(),
      quantity: z.int().check(z.minimum(1), z.maximum(MAX_QUANTITY)),
    }),
  ),
  coupon: z.nullable(
    z.object({
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      value: z.number().check(z.minimum(0)),
      message: z.string(),
    }),
  ),
}) satisfies z.ZodMiniType<Cart, unknown>;

/** The stored cart if it has the cart's shape, with only the known fields kept; else null. */
export function parseStoredCart(value: unknown): Cart | null {
  const parsed = storedCartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The stored cart, without the days that can no longer be ordered. */
export function readCart(now: Date = new Date()): Cart {
  const stored = parseStoredCart(readStoredJson('session', CART_STORAGE_KEY));
  if (!stored) return emptyCart;
  return { ...stored, lines: stored.lines.filter((l) => canOrderFor(l.date, now)) };
}

export function writeCart(cart: Cart): void {
  if (cart.lines.length === 0 && cart.coupon === null) removeStored('session', CART_STORAGE_KEY);
  else writeStoredJson('session', CART_STORAGE_KEY, cart);
}
