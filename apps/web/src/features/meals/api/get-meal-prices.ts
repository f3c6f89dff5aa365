import { AppError, mealPricesOrder, type ZoneCosts, zoneTiers } from '@nutritest/domain';
import { mealPricesResponseSchema } from '@nutritest/domain/mini/meals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MealPrices {
  /** Cost per delivery day of each zone tier, in cents. */
  zoneCosts: ZoneCosts;
  pricePerMealCents: number;
}

const toCents = (pesos: number) => Math.round(pesos * 100);

/**
 * The answer is pesos in `mealPricesOrder`: the four tiers, then the price per meal at index 4,
 * checked by the API's own response schema (`zod/mini`): anything else fails like a failed request.
 */
export function toMealPrices(pesos: unknown): MealPrices {
  const parsed = mealPricesResponseSchema.safeParse(pesos);
  if (!parsed.success) throw new AppError('INTERNAL');
  const amounts = parsed.data;
  return {
    zoneCosts: Object.fromEntries(zoneTiers.map((tier, i) => [tier, toCents(amounts[i]!)])) as ZoneCosts,
    pricePerMealCents: toCents(amounts[mealPricesOrder.indexOf('MEAL_UNIT')]!),
  };
}

/** GET /v1/meal/prices (public). */
export function getMealPrices(signal?: AbortSignal): Promise<MealPrices> {
  return apiRequest('GET /v1/meal/prices', { signal }).then(toMealPrices);
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
