import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const payoutsQueryKey = ['payouts'] as const;

/** GET /v1/payouts: the signed-in nutritionist's monthly statements, newest month first. */
export function getPayouts(signal?: AbortSignal) {
  return apiRequest('GET /v1/payouts', { signal });
}

export function payoutsQueryOptions() {
  return queryOptions({
    queryKey: [...payoutsQueryKey, 'mine'] as const,
    queryFn: ({ signal }) => getPayouts(signal),
    staleTime: 0,
  });
}

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
