import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { opsMealWeeksQueryKey } from './get-meal-weeks';

const deleteMealResultSchema = z.object({ result: z.enum(['deleted', 'deactivated']) });
export type DeleteMealResult = z.infer<typeof deleteMealResultSchema>['result'];

/** DELETE /v1/ops/meals/{id}: deletes a meal nobody ordered; an ordered one is only taken off the menu. */
export async function deleteMeal({ mealId }: { mealId: string }): Promise<DeleteMealResult> {
  const { result } = await apiRequest('DELETE', `/v1/ops/meals/${encodeURIComponent(mealId)}`, {
    schema: deleteMealResultSchema,
  });
  return result;
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsMealWeeksQueryKey }),
  });
}
