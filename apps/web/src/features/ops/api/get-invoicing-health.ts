import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const invoicingHealthQueryKey = ['ops', 'invoicing'] as const;

/** GET /v1/ops/invoicing: the receipts that could not be issued yet and the CAE ranges with their warnings. */
export function getInvoicingHealth(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/invoicing', { signal });
}

export function invoicingHealthQueryOptions() {
  return queryOptions({
    queryKey: invoicingHealthQueryKey,
    queryFn: ({ signal }) => getInvoicingHealth(signal),
    staleTime: 0,
  });
}

export function useInvoicingHealth() {
  return useQuery(invoicingHealthQueryOptions());
}
