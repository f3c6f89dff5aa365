import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The booked courier slots: one entry per day and slot. */
export type SlotAvailability = Array<{ date: string; schedule: number; full: boolean }>;

/** GET /v1/analyses/slots: the booked courier slots between two days, and whether each is full. */
export function getSlots(from: string, to: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/analyses/slots', { query: { from, to }, signal });
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
