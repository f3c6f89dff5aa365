import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const instrumentsQueryKey = ['instruments'] as const;

/** GET /v1/instruments: the account's saved cards, oldest first. */
export function getInstruments(signal?: AbortSignal) {
  return apiRequest('GET /v1/instruments', { signal });
}

export const instrumentsQueryOptions = queryOptions({
  queryKey: instrumentsQueryKey,
  queryFn: ({ signal }) => getInstruments(signal),
  // A card added in the frame must show up on the next page at once.
  staleTime: 0,
});

export function useInstruments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...instrumentsQueryOptions, enabled });
}
