import type { MealWeek } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/meal/MealsByWeek (public; with a customer's token the meals say whether they suit them). */
export async function getMealWeeks(signal?: AbortSignal): Promise<MealWeek[]> {
  try {
    return await apiRequest('GET /v1/meal/MealsByWeek', { signal });
  } catch (error) {
    // Doc 2 §8: a failed load is logged (the page also says so).
    console.error('No se pudieron cargar los platos semanales', error);
    throw error;
  }
}

/** `viewer` is the account id or 'guest': the answer depends on who asks (suitsMe). */
export function mealWeeksQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: ['meals', 'weeks', viewer] as const,
    queryFn: ({ signal }) => getMealWeeks(signal),
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

export function useMealWeeks(viewer: string) {
  return useQuery(mealWeeksQueryOptions(viewer));
}
