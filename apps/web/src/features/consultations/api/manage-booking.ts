import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SlotChoice {
  start: string;
  nutritionistId: string;
}

export const manageBookingQueryKey = ['consultations', 'booking'] as const;

/** GET /v1/consultations/bookings/{id}/manage?key= (public: the key from the e-mail is the capability). */
export function getManageBooking(id: string, key: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/consultations/bookings/:id/manage', { params: { id }, query: { key }, signal });
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
  return apiRequest('POST /v1/consultations/bookings/:id/cancel', { params: { id }, body: { key } });
}

/** POST .../reschedule { key, slot }: 409 tooLate, or the slot was just taken. */
export function rescheduleBooking(id: string, key: string, slot: SlotChoice) {
  return apiRequest('POST /v1/consultations/bookings/:id/reschedule', {
    params: { id },
    body: { key, slot: { start: slot.start, nutritionistId: slot.nutritionistId } },
  });
}

/** POST .../next { key, slot }: another session of the paid package (409 noSessionsLeft). */
export function bookNextSession(id: string, key: string, slot: SlotChoice) {
  return apiRequest('POST /v1/consultations/bookings/:id/next', {
    params: { id },
    body: { key, slot: { start: slot.start, nutritionistId: slot.nutritionistId } },
  });
}
