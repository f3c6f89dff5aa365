import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const slotAvailabilitySchema = z.array(z.object({ date: z.string(), schedule: z.number().int(), full: z.boolean() }));
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/** GET /v1/analyses/slots: the booked courier slots between two days, and whether each is full. */
export function getSlots(from: string, to: string, signal?: AbortSignal) {
  return apiRequest('GET', '/v1/analyses/slots', { query: { from, to }, schema: slotAvailabilitySchema, signal });
}

export const slotsQueryKey = ['logistics', 'slots'] as const;

export function slotsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...slotsQueryKey, from, to] as const,
    queryFn: ({ signal }) => getSlots(from, to, signal),
    staleTime: 0,
  });
}

export function useSlots(from: string, to: string) {
  return useQuery(slotsQueryOptions(from, to));
}
