import { manageBookingSchema } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export interface SlotChoice {
  start: string;
  nutritionistId: string;
}

/** The answer to booking another session: the new session's id and its own link key. */
export const bookedSessionSchema = z.object({ bookingId: z.string(), manageKey: z.string() });

const bookingPath = (id: string, action: string) => `/v1/consultations/bookings/${encodeURIComponent(id)}/${action}`;

export const manageBookingQueryKey = ['consultations', 'booking'] as const;

/** GET /v1/consultations/bookings/{id}/manage?key= (public: the key from the e-mail is the capability). */
export function getManageBooking(id: string, key: string, signal?: AbortSignal) {
  return apiRequest('GET', bookingPath(id, 'manage'), { query: { key }, schema: manageBookingSchema, signal });
}

export function manageBookingQueryOptions(id: string, key: string) {
  return queryOptions({
    queryKey: [...manageBookingQueryKey, id, key] as const,
    queryFn: ({ signal }) => getManageBooking(id, key, signal),
    // Whether it can still change depends on the clock: always ask again.
    staleTime: 0,
  });
}

/** POST .../cancel { key }: 409 with manageTexts.tooLate less than 24 h before. */
export function cancelBooking(id: string, key: string) {
  return apiRequest('POST', bookingPath(id, 'cancel'), { body: { key }, schema: manageBookingSchema });
}

/** POST .../reschedule { key, slot }: 409 tooLate, or the slot was just taken. */
export function rescheduleBooking(id: string, key: string, slot: SlotChoice) {
  return apiRequest('POST', bookingPath(id, 'reschedule'), {
    body: { key, slot: { start: slot.start, nutritionistId: slot.nutritionistId } },
    schema: manageBookingSchema,
  });
}

/** POST .../next { key, slot }: another session of the paid package (409 noSessionsLeft). */
export function bookNextSession(id: string, key: string, slot: SlotChoice) {
  return apiRequest('POST', bookingPath(id, 'next'), {
    body: { key, slot: { start: slot.start, nutritionistId: slot.nutritionistId } },
    schema: bookedSessionSchema,
  });
}
