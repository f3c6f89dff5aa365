import type { OpsMealInput } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsMealWeeksQueryKey } from './get-meal-weeks';

/** POST /v1/ops/meals: a new meal in a menu week. */
export function createMeal(input: OpsMealInput) {
  return apiRequest('POST /v1/ops/meals', { body: input });
}

export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsMealWeeksQueryKey }),
  });
}
