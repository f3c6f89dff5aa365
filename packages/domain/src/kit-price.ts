import type { CostTier } from './kits';

/**
 * The kit price of a quantity with no zod in sight, for the pages that show it (signup's price card,
 * the company's Cupos): kits.ts declares the tiers' schema, and importing anything from it at run
 * time brings the schema library along. Same rule as kits.ts's findTier/priceForQuantity.
 */
export function kitTierForQuantity(tiers: readonly CostTier[], quantity: number): CostTier | undefined {
  return tiers.find((t) => quantity >= t.minAmount && (t.maxAmount === null || quantity <= t.maxAmount));
}

/** Unit cost of the tier containing the quantity × quantity (doc 1 §3); undefined without a tier. */
export function kitPriceForQuantity(tiers: readonly CostTier[], quantity: number): number | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return undefined;
  const tier = kitTierForQuantity(tiers, quantity);
  return tier ? tier.unitCost * quantity : undefined;
}
