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

export { REGULAR_KIT_PRICE_CENTS } from './price-display';

export function findTier(tiers: readonly CostTier[], quantity: number): CostTier | undefined {
  return tiers.find((t) => quantity >= t.minAmount && (t.maxAmount === null || quantity <= t.maxAmount));
}

/** Price = unit cost of the tier containing the quantity × quantity (doc 1 §3). Server-side only. */
export function priceForQuantity(tiers: readonly CostTier[], quantity: number): number | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return undefined;
  const tier = findTier(tiers, quantity);
  return tier ? tier.unitCost * quantity : undefined;
}
