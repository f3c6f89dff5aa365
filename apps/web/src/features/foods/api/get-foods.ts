import type { FoodsResponse } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/Analyses/foods (own) or GET /v1/Analyses/patients/foods/{id} (a linked patient). */
export function getFoods(patientId: string | undefined, signal?: AbortSignal): Promise<FoodsResponse> {
  return patientId
    ? apiRequest('GET /v1/Analyses/patients/foods/:id', { params: { id: patientId }, signal })
    : apiRequest('GET /v1/Analyses/foods', { signal });
}

export function foodsQueryOptions(patientId: string | undefined) {
  return queryOptions({
    queryKey: ['foods', patientId ?? 'own'] as const,
    queryFn: ({ signal }) => getFoods(patientId, signal),
    retry: false,
    // The ratings change only when results do.
    staleTime: 5 * 60_000,
  });
}

export function useFoods(patientId?: string) {
  return useQuery(foodsQueryOptions(patientId));
}
