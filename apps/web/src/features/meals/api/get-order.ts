import type { MealOrderResponse } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** GET /v1/order/orders/{id}?accessKey=: the order's status as the server knows it. */
export function getMealOrder(orderId: string, accessKey: string, signal?: AbortSignal): Promise<MealOrderResponse> {
  return apiJson<MealOrderResponse>('GET', `/v1/order/orders/${encodeURIComponent(orderId)}`, {
    query: { accessKey },
    signal,
  });
}

export function mealOrderQueryOptions(orderId: string, accessKey: string) {
  return queryOptions({
    queryKey: ['meals', 'order', orderId] as const,
    queryFn: ({ signal }) => getMealOrder(orderId, accessKey, signal),
    retry: 1,
    staleTime: 0,
  });
}
