import { apiRequest } from '../../../lib/api-client';

/** DELETE /v1/order/orders/{id}?accessKey=: cancels an order that is not paid yet. */
export async function cancelMealOrder(order: { orderId: string; accessKey: string }): Promise<void> {
  await apiRequest('DELETE /v1/order/orders/:id', {
    params: { id: order.orderId },
    query: { accessKey: order.accessKey },
  });
}
