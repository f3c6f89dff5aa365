import { apiJson } from '../../../lib/api-client';

/** PUT /v1/consultations/orders/{id}/share { share } (signed-in Customer, own order). */
export function setShareResults(orderId: string, share: boolean) {
  return apiJson<{ share: boolean; message: string }>(
    'PUT',
    `/v1/consultations/orders/${encodeURIComponent(orderId)}/share`,
    { body: { share } },
  );
}
