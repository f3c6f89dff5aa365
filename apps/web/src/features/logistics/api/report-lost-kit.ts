import { apiRequest } from '../../../lib/api-client';

/** POST /v1/analyses/reportlostkit: the kit never arrived; answers the free replacement's info (issue 22). */
export function reportLostKit() {
  return apiRequest('POST /v1/analyses/reportlostkit');
}
