import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/ops/meals/prices: the price per meal and the four zones' cost per delivery day, in cents. */
export function getMealPrices(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/meals/prices', { signal });
}

export const mealPricesQueryKey = ['ops', 'meals', 'prices'] as const;

export function mealPricesQueryOptions() {
  return queryOptions({
    queryKey: mealPricesQueryKey,
    queryFn: ({ signal }) => getMealPrices(signal),
    staleTime: 0,
  });
}

export function useMealPrices() {
  return useQuery(mealPricesQueryOptions());
}
