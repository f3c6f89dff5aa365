import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsMealWeeksQueryKey } from './get-meal-weeks';

/** POST /v1/ops/meals/weeks: a new (empty) menu week starting on a Monday. */
export function createMealWeek({ weekstart }: { weekstart: string }) {
  return apiRequest('POST /v1/ops/meals/weeks', { body: { weekstart } });
}

export function useCreateMealWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMealWeek,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsMealWeeksQueryKey }),
  });
}
