import type { NutritionProfile, NutritionProfileInput } from '@nutritest/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const nutritionProfileQueryKey = ['nutrition-profile'] as const;

/** GET /v1/account/nutrition-profile: the profile kept in the account, null until the form was sent once. */
export function getNutritionProfile(signal?: AbortSignal): Promise<NutritionProfile | null> {
  return apiJson<{ profile: NutritionProfile | null }>('GET', '/v1/account/nutrition-profile', { signal }).then(
    (response) => response.profile,
  );
}

export const nutritionProfileQueryOptions = queryOptions({
  queryKey: nutritionProfileQueryKey,
  queryFn: ({ signal }) => getNutritionProfile(signal),
  // Changes only when this screen saves it (and then the answer is written into the cache).
  staleTime: 5 * 60_000,
});

export function useNutritionProfile(enabled = true) {
  return useQuery({ ...nutritionProfileQueryOptions, enabled });
}

/** PUT /v1/account/nutrition-profile: the server recomputes every figure and answers the stored profile. */
export function saveNutritionProfile(input: NutritionProfileInput): Promise<NutritionProfile> {
  return apiJson<NutritionProfile>('PUT', '/v1/account/nutrition-profile', { body: input });
}

export function useSaveNutritionProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNutritionProfile,
    onSuccess: (profile) => queryClient.setQueryData(nutritionProfileQueryKey, profile),
  });
}
