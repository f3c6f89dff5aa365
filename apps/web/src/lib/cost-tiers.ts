import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /v1/cost: the kit price tiers. Shown for display only; the server computes what is charged. */
export function getCostTiers(signal?: AbortSignal) {
  return apiRequest('GET /v1/cost', { signal });
}

export const costTiersQueryOptions = queryOptions({
  queryKey: ['cost-tiers'],
  queryFn: ({ signal }) => getCostTiers(signal),
  staleTime: 5 * 60_000,
});

export function useCostTiers() {
  return useQuery(costTiersQueryOptions);
}
