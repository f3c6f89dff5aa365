import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsMealWeeksQueryKey } from './get-meal-weeks';

/** DELETE /v1/ops/meals/weeks/{id}: a week with its meals; 409 once it has orders. */
export async function deleteMealWeek({ weekId }: { weekId: string }) {
  await apiRequest('DELETE /v1/ops/meals/weeks/:id', { params: { id: weekId } });
}

export function useDeleteMealWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealWeek,
    // A 409 (orders arrived meanwhile) also means the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsMealWeeksQueryKey }),
  });
}
