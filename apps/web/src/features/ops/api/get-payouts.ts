import type { PayoutStatement } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type PayoutFilter = PayoutStatement['status'] | 'all';

/** GET /v1/ops/payouts: every nutritionist's statements with who is paid and how, optionally by status. */
export function getOpsPayouts(filter: PayoutFilter, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/payouts', { query: { status: filter === 'all' ? undefined : filter }, signal });
}

export const opsPayoutsQueryKey = ['ops', 'payouts'] as const;

export function opsPayoutsQueryOptions(filter: PayoutFilter) {
  return queryOptions({
    queryKey: [...opsPayoutsQueryKey, filter] as const,
    queryFn: ({ signal }) => getOpsPayouts(filter, signal),
    staleTime: 0,
  });
}

export function useOpsPayouts(filter: PayoutFilter) {
  return useQuery(opsPayoutsQueryOptions(filter));
}
