import type { PreferenceResponse } from '@nutritest/domain';
import { checkoutStore } from '../../../components/checkout/checkout-store';
import { isObject, isString } from './guards';

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

function toPreference(v: unknown): PreferenceResponse | null | undefined {
  if (v === null) return null;
  if (
    !isObject(v) ||
    !isString(v.id) ||
    !isString(v.checkoutUrl) ||
    (v.gateway !== 'mercadopago' && v.gateway !== 'sandbox') ||
    !(v.publicKey === null || isString(v.publicKey))
  ) {
    return undefined;
  }
  return { id: v.id, checkoutUrl: v.checkoutUrl, gateway: v.gateway, publicKey: v.publicKey };
}

/** The stored checkout if it has its shape (checked by hand: no schema library on the meals page). */
export function parseStoredCheckout(v: unknown): StoredCheckout | null {
  if (
    !isObject(v) ||
    !isString(v.orderId) ||
    !isString(v.accessKey) ||
    !isString(v.fingerprint) ||
    !isString(v.summary) ||
    !Number.isInteger(v.totalCents)
  ) {
    return null;
  }
  const preference = toPreference(v.preference);
  if (preference === undefined) return null;
  return {
    orderId: v.orderId,
    accessKey: v.accessKey,
    fingerprint: v.fingerprint,
    preference,
    summary: v.summary,
    totalCents: v.totalCents as number,
  };
}

const store = checkoutStore(CHECKOUT_STORAGE_KEY, parseStoredCheckout);
export const readCheckout = store.read;
export const writeCheckout = store.write;
export const clearCheckout = store.clear;
