import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const opsPurchasesQueryKey = ['ops', 'purchases'] as const;

/**
 * GET /v1/ops/purchases?q=…: the orders whose buyer (name, e-mail, RUT), order id or reference, or
 * receipt number (A-0000012) match `q`; the latest 50 when `q` is empty. Typed, not parsed (the
 * server serializes through opsPurchasesResponseSchema).
 */
export function getOpsPurchases(q: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/purchases', { query: { q: q || undefined }, signal });
}

export function opsPurchasesQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...opsPurchasesQueryKey, q] as const,
    queryFn: ({ signal }) => getOpsPurchases(q, signal),
    staleTime: 0,
  });
}

/** The orders of the last search; the previous answer stays on screen while a new one arrives. */
export function useOpsPurchases(q: string) {
  return useQuery({ ...opsPurchasesQueryOptions(q), placeholderData: keepPreviousData });
}
