import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/account/kitsavailable (companies): places bought minus employees registered. */
export function getKitsAvailable(signal?: AbortSignal) {
  return apiRequest('GET /v1/account/kitsavailable', { signal });
}

export const kitsAvailableQueryOptions = queryOptions({
  queryKey: ['account', 'kitsAvailable'] as const,
  queryFn: ({ signal }) => getKitsAvailable(signal),
});

export function useKitsAvailable() {
  return useQuery(kitsAvailableQueryOptions);
}
