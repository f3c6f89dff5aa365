import type { myConsultationSchema } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { SlotChoice } from './manage-booking';

export type MyConsultation = z.infer<typeof myConsultationSchema>;

export const myConsultationsQueryKey = ['consultations', 'mine'] as const;

/** GET /v1/consultations/mine (signed-in Customer): the paid consultations and their sessions. */
export function getMyConsultations(signal?: AbortSignal) {
  return apiRequest('GET /v1/consultations/mine', { signal });
}

export function myConsultationsQueryOptions() {
  return queryOptions({
    queryKey: myConsultationsQueryKey,
    queryFn: ({ signal }) => getMyConsultations(signal),
    staleTime: 0,
  });
}

/** POST /v1/consultations/orders/{orderId}/book { slot }: another session of one's own paid package. */
export function bookOwnSession(orderId: string, slot: SlotChoice) {
  return apiRequest('POST /v1/consultations/orders/:id/book', {
    params: { id: orderId },
    body: { slot: { start: slot.start, nutritionistId: slot.nutritionistId } },
  });
}
