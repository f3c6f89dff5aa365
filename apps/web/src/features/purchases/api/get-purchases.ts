import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const purchasesQueryKey = ['purchases'] as const;

/**
 * GET /v1/purchases: every purchase of the signed-in customer or company, newest first. Typed, not
 * parsed: the server serializes it through purchasesResponseSchema already.
 */
export function getPurchases(signal?: AbortSignal) {
  return apiRequest('GET /v1/purchases', { signal });
}

export function purchasesQueryOptions() {
  return queryOptions({
    queryKey: [...purchasesQueryKey, 'mine'] as const,
    queryFn: ({ signal }) => getPurchases(signal),
    staleTime: 0,
  });
}

export function usePurchases() {
  return useQuery(purchasesQueryOptions());
}
