/**
 * Money formatting and the list price with no zod in sight: the landing page shows the price and
 * must not pull the schema library into its JavaScript. money.ts and kits.ts re-export these.
 */

import { formatNumberEs } from './spanish-format';

/** Amounts are integer cents with their currency (spec README decision 9). */
export const currencies = ['USD', 'UYU'] as const;
export type Currency = (typeof currencies)[number];

/** The regular (list) price shown crossed out next to the launch price, in USD cents. */
export const REGULAR_KIT_PRICE_CENTS = 29_900;

const prefix: Record<Currency, string> = { USD: 'USD', UYU: '$U' };

/**
 * Uruguayan formatting: `USD 299`, `$U 2.000`, `USD 24,90` (dot for thousands, comma for decimals).
 * Whole amounts show no decimals; others show two.
 */
export function formatMoney(cents: number, currency: Currency): string {
  const whole = cents % 100 === 0;
  const text = formatNumberEs(cents / 100, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${prefix[currency]} ${text}`;
}
