import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ConsultationProfile {
  licenseNumber: string | null;
  /** The photo clients see on the nutritionist's card (their own upload), or null. */
  photoUrl: string | null;
}

export const consultationProfileQueryKey = ['consultations', 'profile'] as const;

/** GET /v1/consultations/profile (Nutritionist): the licence number and photo clients see before paying. */
export function consultationProfileQueryOptions() {
  return queryOptions({
    queryKey: consultationProfileQueryKey,
    queryFn: ({ signal }) => apiRequest('GET /v1/consultations/profile', { signal }),
  });
}

/** PUT /v1/consultations/profile (Nutritionist). */
export function saveConsultationProfile(value: { licenseNumber: string; photoUrl: string | null }) {
  return apiRequest('PUT /v1/consultations/profile', { body: value });
}
