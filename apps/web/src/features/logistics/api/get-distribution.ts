import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/analyses/getDistribution: the kit's distributions, legs and timeline, or null without a kit. */
export function getDistribution(signal?: AbortSignal) {
  return apiRequest('GET /v1/analyses/getDistribution', { signal });
}

export const distributionQueryKey = ['logistics', 'distribution'] as const;

export const distributionQueryOptions = queryOptions({
  queryKey: distributionQueryKey,
  queryFn: ({ signal }) => getDistribution(signal),
  // The operators move the kit along: every visit shows the current stage.
  staleTime: 0,
});

export function useDistribution() {
  return useQuery(distributionQueryOptions);
}
