import { readStoredJson, removeStored, writeStoredJson } from './browser-storage';

/**
 * The order being paid, kept in session storage between the product's page, its payment step and
 * the return from the payment provider (one key per product). `parse` checks what is read back
 * (a schema's `safeParse`; a `zod/mini` one where the page must draw without classic zod): anything else
 * counts as missing.
 */
export interface CheckoutStore<T> {
  read(): T | null;
  write(checkout: T): void;
  clear(): void;
}

export function checkoutStore<T>(key: string, parse: (value: unknown) => T | null): CheckoutStore<T> {
  return {
    read: () => parse(readStoredJson('session', key)),
    write: (checkout) => writeStoredJson('session', key, checkout),
    clear: () => removeStored('session', key),
  };
}

/** The parts of a stored checkout the return page needs: which order, and its secret. */
export interface StoredOrderRef {
  orderId: string;
  accessKey: string;
}

/** The stored order, unless the provider's return names another one. */
export function storedForReturn<T extends StoredOrderRef>(
  stored: T | null,
  externalReference: string | null,
): T | null {
  if (!stored) return null;
  return externalReference && externalReference !== stored.orderId ? null : stored;
}
