import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';
import { opsMealWeeksQueryKey } from './get-meal-weeks';

export type DeleteMealResult = ApiAnswer<'DELETE /v1/ops/meals/:id'>['result'];

/** DELETE /v1/ops/meals/{id}: deletes a meal nobody ordered; an ordered one is only taken off the menu. */
export async function deleteMeal({ mealId }: { mealId: string }): Promise<DeleteMealResult> {
  const { result } = await apiRequest('DELETE /v1/ops/meals/:id', { params: { id: mealId } });
  return result;
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsMealWeeksQueryKey }),
  });
}
