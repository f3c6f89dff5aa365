/**
 * The payment rules with no zod (card checks, instalments, coupons, commissions), for the web pages
 * that show or check them; payments.ts re-exports them next to the payloads' schemas.
 */
/** The three card brands sold in Uruguay that the checkout accepts. */
export const cardBrands = ['visa', 'mastercard', 'oca'] as const;
export type CardBrand = (typeof cardBrands)[number];
export const cardBrandLabel: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', oca: 'OCA' };

export const MAX_INSTALLMENTS = 6;

/** Luhn checksum of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Brand from the card number's prefix (OCA's own range first: it sits inside no other brand's). */
export function detectCardBrand(digits: string): CardBrand | null {
  if (/^589892\d{10}$/.test(digits)) return 'oca';
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^(5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) return 'mastercard';
  return null;
}

/** What we keep and show of a card: the brand and the last four digits. */
export function maskCardNumber(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

/** Amount of each instalment, shown with 2 decimals (doc 1 §5): total ÷ n, in cents, rounded up. */
export function installmentAmountCents(totalCents: number, installments: number): number {
  if (!Number.isInteger(installments) || installments < 1) throw new Error('installments must be >= 1');
  return Math.ceil(totalCents / installments);
}

export const couponCategories = ['kits', 'meals', 'consultations'] as const;
export type CouponCategory = (typeof couponCategories)[number];

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) for 'percent'; cents for 'fixed'. */
  value: number;
}

/** The discount a coupon gives on a subtotal: never negative, never more than the subtotal. */
export function couponDiscountCents(subtotalCents: number, coupon: CouponTerms): number {
  const raw =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * Math.min(Math.max(coupon.value, 0), 100)) / 100)
      : coupon.value;
  return Math.min(Math.max(raw, 0), subtotalCents);
}

/**
 * Cents of one currency in another at `rate` (units of the target per unit of the source, at most 3
 * decimals, as BCU's rates are kept), rounded half up, in integers: USD 249.00 at 40.125 → $U 9.991,13.
 */
export function convertCents(cents: number, rate: number): number {
  const thousandths = Math.round(rate * 1000);
  return Math.floor((cents * thousandths + 500) / 1000);
}

/** Commission of a nutritionist on an amount paid, with the rate in basis points (2000 = 20 %). */
export function commissionCents(amountPaidCents: number, rateBasisPoints: number): number {
  return Math.round((amountPaidCents * rateBasisPoints) / 10_000);
}
