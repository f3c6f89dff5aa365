import type { MealPricesUpdate } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mealPricesQueryKey } from './get-meal-prices';

/** PUT /v1/ops/meals/prices: the five amounts in cents; answers the updated list. */
export function updateMealPrices(values: MealPricesUpdate) {
  return apiRequest('PUT /v1/ops/meals/prices', { body: values });
}

export function useUpdateMealPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMealPrices,
    onSuccess: (rows) => queryClient.setQueryData(mealPricesQueryKey, rows),
  });
}
