import type { PreferenceResponse } from '@nutritest/domain';
import { preferenceResponseSchema } from '@nutritest/domain/mini/meals';
import * as z from 'zod/mini';
import { checkoutStore } from '../../../components/checkout/checkout-store';

/**
 * The order being paid, kept in session storage between the meals page, /meals-checkout and the
 * return from the payment provider: its id and secret (to read, pay or cancel it), the payment
 * preference once created, and what the confirmation shows.
 */
export const CHECKOUT_STORAGE_KEY = 'mealsCheckout';

export interface StoredCheckout {
  orderId: string;
  accessKey: string;
  /** The order as sent: a changed cart or form means a new order. */
  fingerprint: string;
  preference: PreferenceResponse | null;
  summary: string;
  totalCents: number;
}

/** What is read back: the checkout's fields (unknown ones dropped), else it counts as missing. */
const storedCheckoutSchema = z.object({
  orderId: z.string(),
  accessKey: z.string(),
  fingerprint: z.string(),
  preference: z.nullable(preferenceResponseSchema),
  summary: z.string(),
  totalCents: z.int(),
}) satisfies z.ZodMiniType<StoredCheckout, unknown>;

/** The stored checkout if it has its shape (a `zod/mini` schema: the meals pages load no classic zod). */
export function parseStoredCheckout(v: unknown): StoredCheckout | null {
  const parsed = storedCheckoutSchema.safeParse(v);
  return parsed.success ? parsed.data : null;
}

const store = checkoutStore(CHECKOUT_STORAGE_KEY, parseStoredCheckout);
export const readCheckout = store.read;
export const writeCheckout = store.write;
export const clearCheckout = store.clear;
