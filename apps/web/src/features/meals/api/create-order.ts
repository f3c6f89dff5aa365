import type { CreateMealOrderRequest } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

export interface CreateMealOrderInput {
  body: CreateMealOrderRequest;
  /** One key per order being placed: sending it again never creates a second order. */
  idempotencyKey: string;
}

/** POST /v1/order/orders: creates the (unpaid) order; the server recomputes every figure. */
export function createMealOrder({ body, idempotencyKey }: CreateMealOrderInput) {
  return apiRequest('POST /v1/order/orders', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
