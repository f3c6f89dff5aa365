import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';

export type LedgerEntry = ApiAnswer<'GET /v1/ops/ledger'>[number];

/** GET /v1/ops/ledger: the money movements between two days (both included, Montevideo). */
export function getLedger(startDate: string, endDate: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/ledger', { query: { startDate, endDate }, signal });
}

export function ledgerQueryOptions(startDate: string, endDate: string) {
  return queryOptions({
    queryKey: ['ops', 'ledger', startDate, endDate] as const,
    queryFn: ({ signal }) => getLedger(startDate, endDate, signal),
    staleTime: 0,
  });
}

export function useLedger(startDate: string, endDate: string) {
  return useQuery(ledgerQueryOptions(startDate, endDate));
}
