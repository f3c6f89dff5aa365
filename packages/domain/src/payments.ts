import { z } from 'zod';
import { cardBrands, couponCategories, MAX_INSTALLMENTS } from './payments-rules';

export {
  type CardBrand,
  type CouponCategory,
  type CouponTerms,
  cardBrandLabel,
  cardBrands,
  commissionCents,
  convertCents,
  couponCategories,
  couponDiscountCents,
  detectCardBrand,
  installmentAmountCents,
  isLuhnValid,
  MAX_INSTALLMENTS,
  maskCardNumber,
} from './payments-rules';

export const installmentsSchema = z.coerce.number().int().min(1).max(MAX_INSTALLMENTS);

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

export const chargeCurrencies = ['USD', 'UYU'] as const;

export const purchaseAnalysisRequestSchema = z.object({
  analysisAmount: z.coerce.number().int().min(1).max(1000).default(1),
  instrumentToken: z.string().max(200).nullable().optional(),
  installments: installmentsSchema.default(1),
  /**
   * What the summary showed the buyer would be charged (beyond the spec, decision 065): when given and
   * the server's own price differs now (the day's exchange rate, a tier), the purchase is refused (409)
   * and nothing is charged.
   */
  chargeCurrency: z.enum(chargeCurrencies).optional(),
  chargeTotalCents: z.number().int().min(0).max(1_000_000_000).optional(),
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
    /** What was (or is being) charged, in the currency charged (decision 065). */
    amount: z.number().int(),
    currency: z.enum(chargeCurrencies),
    /** A kit priced in dollars and charged in pesos: its price in dollars and the rate it was converted at. */
    listAmount: z.number().int().optional(),
    listCurrency: z.enum(chargeCurrencies).optional(),
    exchangeRate: z.number().optional(),
    installments: z.number().int(),
    discount: z.number().int(),
    coupon: z.string().nullable(),
    card: z.string().nullable(),
    reference: z.string().nullable(),
    /** in_process: the provider has not decided yet (a review, or the buyer's bank asking to confirm). */
    status: z.enum(['approved', 'free', 'in_process']),
    /** 3-D Secure: the frame page (ours) where the buyer's bank asks to confirm the payment. */
    challengeUrl: z.string().optional(),
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
  /** The paid order's currency (a kit charged in pesos earns its commission in pesos: decision 065). */
  currency: z.enum(chargeCurrencies),
  status: z.enum(['accrued', 'reversed', 'paid']),
  created: z.string(),
  transaction: z.object({ buyer: z.object({ firstName: z.string(), lastName: z.string() }) }),
});
export type CommissionItem = z.infer<typeof commissionItemSchema>;

/**
 * GET /v1/analyses/quote (beyond the spec, decision 065): what the buyer would pay now, before paying.
 * `list` is the price in dollars (the tiers, the coupon); `charge` what the card is charged, in the
 * currency the payment provider charges in (a Uruguayan MercadoPago account: pesos, at the day's
 * exchange rate; the same as `list` when it charges dollars).
 */
const amountsSchema = z.object({
  currency: z.enum(chargeCurrencies),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
});
export const kitQuoteSchema = z.object({
  list: amountsSchema,
  charge: amountsSchema,
  exchangeRate: z
    .object({
      /** UYU per USD. */
      rate: z.number(),
      /** The BCU closing it is from (YYYY-MM-DD); null for the configured rate. */
      rateDate: z.string().nullable(),
      source: z.enum(['bcu', 'configured']),
    })
    .nullable(),
});
export type KitQuote = z.infer<typeof kitQuoteSchema>;
