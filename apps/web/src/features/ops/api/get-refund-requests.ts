import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const refundRequestsQueryKey = ['ops', 'refund-requests'] as const;

/**
 * GET /v1/ops/refund-requests: the buyers' refund requests, pending first, each with its order and
 * buyer. Typed, not parsed (the server serializes through opsRefundRequestsResponseSchema).
 */
export function getRefundRequests(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/refund-requests', { signal });
}

export function refundRequestsQueryOptions() {
  return queryOptions({
    queryKey: refundRequestsQueryKey,
    queryFn: ({ signal }) => getRefundRequests(signal),
    staleTime: 0,
  });
}

export function useRefundRequests() {
  return useQuery(refundRequestsQueryOptions());
}
