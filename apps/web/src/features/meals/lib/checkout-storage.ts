import { mealOrderResponseSchema, preferenceResponseSchema } from '@nutritest/domain';
import { z } from 'zod';
import { readStoredJson, removeStored, writeStoredJson } from './browser-storage';

/**
 * The order being paid, kept in session storage between the meals page, /meals-checkout and the
 * return from the payment provider: its id and secret (to read, pay or cancel it), the payment
 * preference once created, and what the confirmation shows.
 */
export const CHECKOUT_STORAGE_KEY = 'mealsCheckout';

const storedCheckoutSchema = z.object({
  orderId: z.string(),
  accessKey: z.string(),
  /** The order as sent: a changed cart or form means a new order. */
  fingerprint: z.string(),
  preference: preferenceResponseSchema.nullable(),
  summary: z.string(),
  totalCents: mealOrderResponseSchema.shape.totalCents,
});
export type StoredCheckout = z.infer<typeof storedCheckoutSchema>;

export function readCheckout(): StoredCheckout | null {
  const parsed = storedCheckoutSchema.safeParse(readStoredJson('session', CHECKOUT_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeCheckout(checkout: StoredCheckout): void {
  writeStoredJson('session', CHECKOUT_STORAGE_KEY, checkout);
}

export function clearCheckout(): void {
  removeStored('session', CHECKOUT_STORAGE_KEY);
}
