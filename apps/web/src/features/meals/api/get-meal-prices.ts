import { mealPricesOrder, type ZoneCosts, zoneTiers } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export interface MealPrices {
  /** Cost per delivery day of each zone tier, in cents. */
  zoneCosts: ZoneCosts;
  pricePerMealCents: number;
}

const toCents = (pesos: number) => Math.round(pesos * 100);

/** The answer is pesos in `mealPricesOrder`: the four tiers, then the price per meal at index 4. */
const pricesSchema = z
  .array(z.number().nonnegative())
  .min(mealPricesOrder.length)
  .transform(
    (pesos): MealPrices => ({
      zoneCosts: Object.fromEntries(zoneTiers.map((tier, i) => [tier, toCents(pesos[i]!)])) as ZoneCosts,
      pricePerMealCents: toCents(pesos[mealPricesOrder.indexOf('MEAL_UNIT')]!),
    }),
  );

/** GET /v1/meal/prices (public). */
export function getMealPrices(signal?: AbortSignal): Promise<MealPrices> {
  return apiRequest('GET', '/v1/meal/prices', { schema: pricesSchema, signal });
}

export const mealPricesQueryOptions = queryOptions({
  queryKey: ['meals', 'prices'] as const,
  queryFn: ({ signal }) => getMealPrices(signal),
  retry: 1,
  staleTime: 5 * 60_000,
});

export function useMealPrices() {
  return useQuery(mealPricesQueryOptions);
}
