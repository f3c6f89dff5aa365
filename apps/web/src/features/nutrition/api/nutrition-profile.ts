import type { NutritionGenetics, NutritionProfile, NutritionProfileInput } from '@nutritest/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const nutritionProfileQueryKey = ['nutrition-profile'] as const;

export interface NutritionProfileAnswer {
  profile: NutritionProfile | null;
  /** The genetic adjustment's inputs (issue 22); null when the answer has none (read the account). */
  genetics: NutritionGenetics | null;
}

/**
 * GET /v1/account/nutrition-profile: the profile kept in the account (null until the form was sent
 * once) and whether the genetic adjustment applies.
 */
export function getNutritionProfile(signal?: AbortSignal): Promise<NutritionProfileAnswer> {
  return apiRequest('GET /v1/account/nutrition-profile', { signal }).then((response) => ({
    profile: response.profile,
    genetics: response.genetics ?? null,
  }));
}

export const nutritionProfileQueryOptions = queryOptions({
  queryKey: nutritionProfileQueryKey,
  queryFn: ({ signal }) => getNutritionProfile(signal),
  // Changes only when this screen saves it (and then the answer is written into the cache).
  staleTime: 5 * 60_000,
});

export function useNutritionProfile(enabled = true) {
  return useQuery({ ...nutritionProfileQueryOptions, enabled, select: (answer) => answer.profile });
}

/** The genetic adjustment's inputs (undefined while loading, null when the server sent none). */
export function useNutritionGenetics() {
  return useQuery({ ...nutritionProfileQueryOptions, select: (answer) => answer.genetics }).data;
}

/** PUT /v1/account/nutrition-profile: the server recomputes every figure and answers the stored profile. */
export function saveNutritionProfile(input: NutritionProfileInput): Promise<NutritionProfile> {
  return apiRequest('PUT /v1/account/nutrition-profile', { body: input });
}

export function useSaveNutritionProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNutritionProfile,
    onSuccess: (profile) =>
      queryClient.setQueryData<NutritionProfileAnswer>(nutritionProfileQueryKey, (answer) => ({
        profile,
        genetics: answer?.genetics ?? null,
      })),
  });
}
