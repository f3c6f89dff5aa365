import { mealPriceRowSchema } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/ops/meals/prices: the price per meal and the four zones' cost per delivery day, in cents. */
export function getMealPrices(signal?: AbortSignal) {
  return apiRequest('GET', '/v1/ops/meals/prices', { schema: z.array(mealPriceRowSchema), signal });
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
