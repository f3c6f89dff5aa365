import type { Referer } from '@nutritest/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKey } from './update-account';

/**
 * The customer's link to a nutritionist (doc 1 §6): GET reads it, POST associates by public code,
 * DELETE removes it. One file because the three calls share one resource and one cache entry.
 */
export const nutritionistLinkQueryKey = ['account', 'nutritionist'] as const;

export function getNutritionistLink(signal?: AbortSignal) {
  return apiRequest('GET /v1/account/nutritionist', { signal });
}

/** The code is upper-cased by the form schema (nutritionistCodeRequestSchema). */
export function associateNutritionist(body: { code: string }) {
  return apiRequest('POST /v1/account/nutritionist', { body });
}

export function removeNutritionist() {
  return apiRequest('DELETE /v1/account/nutritionist');
}

export const nutritionistLinkQueryOptions = queryOptions({
  queryKey: nutritionistLinkQueryKey,
  queryFn: ({ signal }) => getNutritionistLink(signal),
});

export function useNutritionistLink() {
  return useQuery(nutritionistLinkQueryOptions);
}

function useSetLink() {
  const queryClient = useQueryClient();
  return (referer: Referer | null) => {
    queryClient.setQueryData(nutritionistLinkQueryKey, referer);
    return queryClient.invalidateQueries({ queryKey: accountQueryKey, exact: true });
  };
}

export function useAssociateNutritionist() {
  const setLink = useSetLink();
  return useMutation({ mutationFn: associateNutritionist, onSuccess: (referer) => setLink(referer) });
}

export function useRemoveNutritionist() {
  const setLink = useSetLink();
  return useMutation({ mutationFn: removeNutritionist, onSuccess: () => setLink(null) });
}
