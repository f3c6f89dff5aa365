import { apiRequest } from '../../../lib/api-client';

/** POST /v1/payment/create_preference: where to pay an order (the same preference if it has one). */
export function createMealsPreference(order: { orderId: string; accessKey: string }) {
  return apiRequest('POST /v1/payment/create_preference', {
    body: { orderId: order.orderId, accessKey: order.accessKey },
  });
}
