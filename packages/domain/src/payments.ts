import { z } from 'zod';

/** The three card brands sold in Uruguay that the checkout accepts. */
export const cardBrands = ['visa', 'mastercard', 'oca'] as const;
export type CardBrand = (typeof cardBrands)[number];
export const cardBrandLabel: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', oca: 'OCA' };

export const MAX_INSTALLMENTS = 6;
export const installmentsSchema = z.coerce.number().int().min(1).max(MAX_INSTALLMENTS);

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

/** Commission of a nutritionist on an amount paid, with the rate in basis points (2000 = 20 %). */
export function commissionCents(amountPaidCents: number, rateBasisPoints: number): number {
  return Math.round((amountPaidCents * rateBasisPoints) / 10_000);
}

// ---------------------------------------------------------------- payloads

export const paymentInstrumentSchema = z.object({
  instrumentToken: z.string(),
  /** Masked card number, e.g. "•••• 3704". */
  name: z.string(),
  brand: z.enum(cardBrands),
  issuerImageUrl: z.string(),
  holderName: z.string(),
  expiry: z.string(),
});
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;

export const addInstrumentRequestSchema = z.object({
  /** Origin of the page that shows the frame; the card page talks only to it. */
  redirectOrigin: z.url().max(200),
});

export const couponCheckRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((v) => v.toUpperCase()),
  category: z.enum(couponCategories).default('kits'),
  quantity: z.coerce.number().int().min(1).max(1000).default(1),
});
/** [isValid, discountAmount in cents] (doc 1 §3). */
export const couponCheckResponseSchema = z.tuple([z.boolean(), z.number().int()]);

export const purchaseAnalysisRequestSchema = z.object({
  analysisAmount: z.coerce.number().int().min(1).max(1000).default(1),
  instrumentToken: z.string().max(200).nullable().optional(),
  installments: installmentsSchema.default(1),
  coupon: z
    .string()
    .trim()
    .max(40)
    .transform((v) => (v === '' ? null : v.toUpperCase()))
    .nullable()
    .optional(),
});
export type PurchaseAnalysisRequest = z.input<typeof purchaseAnalysisRequestSchema>;

export const orderSummarySchema = z.object({
  invoiceId: z.string(),
  analyses: z.number().int(),
  quantity: z.number().int(),
  transaction: z.object({
    amount: z.number().int(),
    currency: z.literal('USD'),
    installments: z.number().int(),
    discount: z.number().int(),
    coupon: z.string().nullable(),
    card: z.string().nullable(),
    reference: z.string().nullable(),
    status: z.enum(['approved', 'free']),
  }),
});

export const purchasedAnalysisSchema = z.object({
  id: z.string(),
  referenceId: z.string().nullable(),
  status: z.number().int(),
  order: orderSummarySchema,
});
export type PurchasedAnalysis = z.infer<typeof purchasedAnalysisSchema>;

export const commissionItemSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('USD'),
  status: z.enum(['accrued', 'reversed', 'paid']),
  created: z.string(),
  transaction: z.object({ buyer: z.object({ firstName: z.string(), lastName: z.string() }) }),
});
export type CommissionItem = z.infer<typeof commissionItemSchema>;
