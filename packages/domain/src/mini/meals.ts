/**
 * The weekly meals' payloads that the meals pages check on their first load, in zod's functional
 * form (`zod/mini`: a few kB, where classic zod is ≈ 26 kB with the domain's schemas). The API's
 * routes answer through the same schemas (meals.ts re-exports them).
 */
import * as z from 'zod/mini';
import { mealPricesOrder } from '../meals-rules';

/** POST /v1/payment/create_preference's answer (also kept with the stored meals checkout). */
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

/** GET /v1/meal/prices: pesos in `mealPricesOrder` (the four zone tiers, then the price per meal). */
export const mealPricesResponseSchema = z
  .array(z.number().check(z.minimum(0)))
  .check(z.minLength(mealPricesOrder.length));
