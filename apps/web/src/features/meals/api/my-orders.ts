import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myMealOrdersQueryKey = ['meals', 'my-orders'] as const;

/** GET /v1/meal/my-orders (signed in): the account's meal orders with each delivery day's state. */
export function getMyMealOrders(signal?: AbortSignal) {
  return apiRequest('GET /v1/meal/my-orders', { signal });
}

export function myMealOrdersQueryOptions() {
  return queryOptions({
    queryKey: myMealOrdersQueryKey,
    queryFn: ({ signal }) => getMyMealOrders(signal),
    staleTime: 0,
  });
}

export function useMyMealOrders() {
  return useQuery(myMealOrdersQueryOptions());
}

/** GET /v1/meal/my-orders/{id}/repeat: the same dishes as a cart for the next open week (nothing is created). */
export function getRepeatMealOrder(orderId: string) {
  return apiRequest('GET /v1/meal/my-orders/:id/repeat', { params: { id: orderId } });
}
