import { z } from 'zod';
import { centsSchema } from './money';

/** A price tier for kits: the unit cost applies when the quantity is within [minAmount, maxAmount]. */
export const costTierSchema = z.object({
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive().nullable(),
  /** Unit cost in USD cents. */
  unitCost: centsSchema,
  currency: z.literal('USD'),
});
export type CostTier = z.infer<typeof costTierSchema>;
export const costTiersResponseSchema = z.array(costTierSchema);

// The tier rule lives in kit-price.ts (no zod), for the web pages that show prices.
export { kitPriceForQuantity as priceForQuantity, kitTierForQuantity as findTier } from './kit-price';
export { REGULAR_KIT_PRICE_CENTS } from './price-display';
