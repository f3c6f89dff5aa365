import type { addDistributionRequestSchema } from '@nutritest/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type AddDistributionRequest = z.input<typeof addDistributionRequestSchema>;

/**
 * POST /v1/analyses/adddistribution: the address a leg will use (type 0 courier, 1 the office).
 * The server answers with an identical existing distribution unless the address is flagged new.
 */
export function addDistribution(body: AddDistributionRequest) {
  return apiRequest('POST /v1/analyses/adddistribution', { body });
}
