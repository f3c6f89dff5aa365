import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/ops/meals/weeks: the menu weeks from four weeks ago on, each with its meals and orders. */
export function getOpsMealWeeks(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/meals/weeks', { signal });
}

export const opsMealWeeksQueryKey = ['ops', 'meals', 'weeks'] as const;

export function opsMealWeeksQueryOptions() {
  return queryOptions({
    queryKey: opsMealWeeksQueryKey,
    queryFn: ({ signal }) => getOpsMealWeeks(signal),
    staleTime: 0,
  });
}

export function useOpsMealWeeks() {
  return useQuery(opsMealWeeksQueryOptions());
}
