import { apiRequest } from '../../../lib/api-client';

/** GET /v1/payouts/{id}: one statement with who is paid, how, and its lines (owner or operator). */
export function getPayoutDetail(id: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/payouts/:id', { params: { id }, signal });
}
