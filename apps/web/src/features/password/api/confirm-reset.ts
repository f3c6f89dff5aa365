import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The reset link carries `?data=<id>.<token>`; anything else cannot be a reset link. */
export function isResetLinkQuery(search: string): boolean {
  return search.startsWith('?data=') && search.length > '?data='.length;
}

/**
 * GET /v1/account/password/reset/confirmation followed by the raw query of the link, passed on
 * as is (doc 1 §7). The token is single use: the server e-mails a temporary password and the
 * same link answers 400 from then on.
 */
export function confirmPasswordReset(search: string) {
  return apiRequest('GET /v1/account/password/reset/confirmation', { search: search as `?${string}` });
}

/**
 * A query rather than a mutation so the confirmation runs once per link, even when React's
 * StrictMode mounts the page twice: the second mount joins the request already in flight. The
 * fetcher deliberately ignores the abort signal, because cancelling on the simulated unmount
 * would send the single-use token a second time.
 */
export const confirmResetQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['password', 'reset-confirmation', search] as const,
    queryFn: () => confirmPasswordReset(search),
    enabled: isResetLinkQuery(search),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useConfirmPasswordReset(search: string) {
  return useQuery(confirmResetQueryOptions(search));
}
