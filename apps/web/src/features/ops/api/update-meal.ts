import type { OpsMealInput } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsMealWeeksQueryKey } from './get-meal-weeks';

/** PUT /v1/ops/meals/{id}: the whole meal; 409 when an ordered meal would change week, kitchen or day. */
export function updateMeal({ mealId, input }: { mealId: string; input: OpsMealInput }) {
  return apiRequest('PUT /v1/ops/meals/:id', { params: { id: mealId }, body: input });
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsMealWeeksQueryKey }),
  });
}
