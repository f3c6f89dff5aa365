import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/account/confirmation?id=&token=. The link is single use, so the answer is kept for the
 * page's lifetime and never retried or refetched (a second call would report the link as used).
 */
export function confirmEmailQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: ['email-confirmation', id, token],
    // No abort signal: React's strict-mode remount would cancel a request the server already
    // consumed, and the refetch would then find the link used.
    queryFn: () => apiRequest('GET /v1/account/confirmation', { query: { id, token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmEmail(id: string | null, token: string | null) {
  return useQuery({ ...confirmEmailQueryOptions(id ?? '', token ?? ''), enabled: Boolean(id && token) });
}
