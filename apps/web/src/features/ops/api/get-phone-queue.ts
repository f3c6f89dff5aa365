import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';

export type PhoneQueueItem = ApiAnswer<'GET /v1/ops/phone-queue'>[number];

/** GET /v1/ops/phone-queue: interior legs waiting for a day agreed by phone. */
export function getPhoneQueue(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/phone-queue', { signal });
}

export const phoneQueueQueryOptions = queryOptions({
  queryKey: ['ops', 'phone-queue'] as const,
  queryFn: ({ signal }) => getPhoneQueue(signal),
  staleTime: 0,
});

export function usePhoneQueue() {
  return useQuery(phoneQueueQueryOptions);
}
