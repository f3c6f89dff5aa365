import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { stopSchema } from './get-route-sheet';

const phoneQueueSchema = z.array(stopSchema.extend({ email: z.string() }));
export type PhoneQueueItem = z.infer<typeof phoneQueueSchema>[number];

/** GET /v1/ops/phone-queue: interior legs waiting for a day agreed by phone. */
export function getPhoneQueue(signal?: AbortSignal) {
  return apiRequest('GET', '/v1/ops/phone-queue', { schema: phoneQueueSchema, signal });
}

export const phoneQueueQueryOptions = queryOptions({
  queryKey: ['ops', 'phone-queue'] as const,
  queryFn: ({ signal }) => getPhoneQueue(signal),
  staleTime: 0,
});

export function usePhoneQueue() {
  return useQuery(phoneQueueQueryOptions);
}
