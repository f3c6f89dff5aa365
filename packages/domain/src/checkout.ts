import * as z from 'zod/mini';

/**
 * Checkout payloads read by pages that must draw without the full zod (docs/performance.md): one
 * `zod/mini` schema each, used as they are by the API (fastify-type-provider-zod takes any zod 4
 * core schema, classic or mini) and by the browser (`safeParse`), so no hand-written mirror.
 */

/** POST /v1/payment/create_preference's answer: where to pay an order. */
export const preferenceResponseSchema = z.object({
  /** The payment preference id (MercadoPago's, or the sandbox's). */
  id: z.string(),
  /** Where to pay: MercadoPago's init_point, or the sandbox checkout page. */
  checkoutUrl: z.string(),
  gateway: z.enum(['mercadopago', 'sandbox']),
  /** MercadoPago's public key for the wallet button (null in the sandbox). */
  publicKey: z.nullable(z.string()),
});
export type PreferenceResponse = z.infer<typeof preferenceResponseSchema>;

/**
 * The meals order being paid, kept in session storage between the meals page, /meals-checkout and
 * the return from the payment provider: its id and secret (to read, pay or cancel it), the payment
 * preference once created, and what the confirmation shows.
 */
export const storedMealsCheckoutSchema = z.object({
  orderId: z.string(),
  accessKey: z.string(),
  /** The order as sent: a changed cart or form means a new order. */
  fingerprint: z.string(),
  preference: z.nullable(preferenceResponseSchema),
  summary: z.string(),
  totalCents: z.int(),
});
export type StoredMealsCheckout = z.infer<typeof storedMealsCheckoutSchema>;

/** The meals cart's longest line (doc 2 §3). */
export const MAX_CART_QUANTITY = 50;

/** Doc 2 §3 "Cart entry": a meal, the day chosen for it and how many. */
export const cartLineSchema = z.object({
  weekId: z.string(),
  weekstart: z.string(),
  weekend: z.string(),
  /** YYYY-MM-DD and a real calendar day. */
  date: z.iso.date(),
  mealId: z.string(),
  title: z.string(),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_CART_QUANTITY)),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A validated coupon: a percent of the meals, or a fixed amount in cents. */
export const appliedCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().check(z.minimum(0)),
  message: z.string(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** The meals cart kept in session storage (only the known fields are kept when read back). */
export const storedCartSchema = z.object({
  lines: z.array(cartLineSchema),
  coupon: z.nullable(appliedCouponSchema),
});
export type Cart = z.infer<typeof storedCartSchema>;
