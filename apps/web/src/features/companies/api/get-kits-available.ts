import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/account/kitsavailable (companies): places bought minus employees registered. */
export function getKitsAvailable(signal?: AbortSignal) {
  return apiRequest('GET /v1/account/kitsavailable', { signal });
}

/** Same key as the profile's Cupos tab, so both show the same figure. */
export const kitsAvailableQueryOptions = queryOptions({
  queryKey: ['account', 'kitsAvailable'] as const,
  queryFn: ({ signal }) => getKitsAvailable(signal),
});
