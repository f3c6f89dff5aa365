import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/consultations/eligibility (signed-in Customer): whether '2 Controles de seguimiento' can be
 * bought (a paid consultation with a plan before). Said before the calendar, not at the last click
 * (issue 41 item 12); the purchase applies the same rule.
 */
export function getEligibility(signal?: AbortSignal) {
  return apiRequest('GET /v1/consultations/eligibility', { signal });
}

export function useEligibility(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['consultations', 'eligibility'] as const,
      queryFn: ({ signal }) => getEligibility(signal),
    }),
    enabled,
  });
}
