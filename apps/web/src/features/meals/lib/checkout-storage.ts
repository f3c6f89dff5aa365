import { type StoredMealsCheckout, storedMealsCheckoutSchema } from '@nutritest/domain';
import { checkoutStore } from '../../../components/checkout/checkout-store';

/** The meals order being paid (see `storedMealsCheckoutSchema`), in session storage. */
export const CHECKOUT_STORAGE_KEY = 'mealsCheckout';

export type StoredCheckout = StoredMealsCheckout;

const store = checkoutStore(CHECKOUT_STORAGE_KEY, (v) => {
  const parsed = storedMealsCheckoutSchema.safeParse(v);
  return parsed.success ? parsed.data : null;
});
export const readCheckout = store.read;
export const writeCheckout = store.write;
export const clearCheckout = store.clear;
