import type { ConsentsResponse, UpdateConsentRequest } from '@nutritest/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const consentsQueryKey = ['account', 'consents'] as const;

/**
 * GET /v1/account/consents: each consent's state and its history. `linkKey` (the linked
 * nutritionist's code) is part of the key, so linking or unlinking in the profile refetches it.
 */
export const consentsQuery = (linkKey: string | null) =>
  queryOptions({
    queryKey: [...consentsQueryKey, linkKey] as const,
    queryFn: ({ signal }) => apiRequest('GET /v1/account/consents', { signal }),
  });

/**
 * PUT /v1/account/consents: withdraw or grant again sharing with the nutritionist, or the APOE
 * opt-in. The APOE choice changes what the results, foods and report answer, so it refetches
 * everything on screen rather than naming other features' keys.
 */
export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConsentRequest): Promise<ConsentsResponse> =>
      apiRequest('PUT /v1/account/consents', { body }),
    onSuccess: (_data, body) =>
      body.kind === 'apoe_results'
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: consentsQueryKey }),
  });
}
