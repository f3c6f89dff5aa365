import { apiRequest } from '../../../lib/api-client';

/** PUT /v1/consultations/orders/{id}/share { share } (signed-in Customer, own order). */
export function setShareResults(orderId: string, share: boolean) {
  return apiRequest('PUT /v1/consultations/orders/:id/share', { params: { id: orderId }, body: { share } });
}
