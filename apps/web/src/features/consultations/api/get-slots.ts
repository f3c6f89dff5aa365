import type { ConsultationType } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const slotsQueryKey = ['consultations', 'slots'] as const;

/**
 * GET /v1/consultations/slots?tipoConsulta=&mes=yyyy-MM (public): the free slots of the month, or of
 * the next ones while empty (up to 3 in all, doc 2 §4 "Slots"); an empty list means none.
 */
export function getConsultationSlots(tipoConsulta: ConsultationType, mes: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/consultations/slots', { query: { tipoConsulta, mes }, signal });
}

export function consultationSlotsQueryOptions(tipoConsulta: ConsultationType, mes: string) {
  return queryOptions({
    queryKey: [...slotsQueryKey, tipoConsulta, mes] as const,
    queryFn: ({ signal }) => getConsultationSlots(tipoConsulta, mes, signal),
    // Slots are taken by others all the time: always ask again when the calendar shows.
    staleTime: 0,
    retry: 1,
  });
}

export function useConsultationSlots(tipoConsulta: ConsultationType, mes: string) {
  return useQuery(consultationSlotsQueryOptions(tipoConsulta, mes));
}
