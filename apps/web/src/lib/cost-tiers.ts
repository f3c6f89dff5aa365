/** Shared by signup, payments and the company's Cupos: one query for the public price tiers. */
import type { CostTier } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** GET /v1/cost: the kit price tiers. Shown for display only; the server computes what is charged. */
export function getCostTiers(signal?: AbortSignal) {
  return apiJson<CostTier[]>('GET', '/v1/cost', { signal });
}

export const costTiersQueryOptions = queryOptions({
  queryKey: ['cost-tiers'],
  queryFn: ({ signal }) => getCostTiers(signal),
  staleTime: 5 * 60_000,
});

export function useCostTiers() {
  return useQuery(costTiersQueryOptions);
}
