import type { ResultsResponse } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/Analyses/results (own) or GET /v1/Analyses/patients/result/{id} (a linked patient). */
export function getResults(patientId: string | undefined, signal?: AbortSignal): Promise<ResultsResponse> {
  return patientId
    ? apiRequest('GET /v1/Analyses/patients/result/:id', { params: { id: patientId }, signal })
    : apiRequest('GET /v1/Analyses/results', { signal });
}

export function resultsQueryOptions(patientId: string | undefined) {
  return queryOptions({
    queryKey: ['results', patientId ?? 'own'] as const,
    queryFn: ({ signal }) => getResults(patientId, signal),
    retry: false,
    // Results change only when the laboratory sends them: fetched on first display, then kept.
    staleTime: 5 * 60_000,
  });
}

/** Results of the signed-in customer (no id) or of one patient (a nutritionist's view). */
export function useResults(patientId: string | undefined) {
  return useQuery(resultsQueryOptions(patientId));
}

/** One read of the owner's genetic results (the server's answer, typed without parsing it here). */
export interface ResultsAccess {
  at: string;
  role: string;
  viewer: string;
}

/** The cache key of the owner's reads list (refreshed when they download their data). */
export const resultsAccessQueryKey = ['results', 'access'] as const;

/** GET /v1/account/results-access: who read the owner's genetic results, and when. */
export function useResultsAccess() {
  return useQuery({
    queryKey: resultsAccessQueryKey,
    queryFn: ({ signal }) => apiRequest('GET /v1/account/results-access', { signal }),
    retry: false,
  });
}
