import type { MealOrderResponse } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Why the server gave a payment back instead of confirming the order (issue 20). */
export interface MealOrderRefund {
  /** The payment arrived after the kitchen closed orders for a day of the order. */
  reason: 'late';
  paymentId: string;
  /** The days (ISO) whose orders had closed when the payment arrived. */
  closedDays: string[];
}

/** The order's status: the shared answer plus the refund, when there was one. */
export type MealOrderStatus = MealOrderResponse & { refund?: MealOrderRefund | null };

/** GET /v1/order/orders/{id}?accessKey=: the order's status as the server knows it. */
export function getMealOrder(orderId: string, accessKey: string, signal?: AbortSignal): Promise<MealOrderStatus> {
  return apiRequest('GET /v1/order/orders/:id', { params: { id: orderId }, query: { accessKey }, signal });
}

export function mealOrderQueryOptions(orderId: string, accessKey: string) {
  return queryOptions({
    queryKey: ['meals', 'order', orderId] as const,
    queryFn: ({ signal }) => getMealOrder(orderId, accessKey, signal),
    retry: 1,
    staleTime: 0,
  });
}
