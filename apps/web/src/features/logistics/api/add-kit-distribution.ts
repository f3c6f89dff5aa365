import type { addKitDistributionRequestSchema } from '@nutritest/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type AddKitDistributionRequest = z.input<typeof addKitDistributionRequestSchema>;

/** POST /v1/analyses/addkitdistribution: schedules a leg (1 kit delivery, 2 sample return). */
export function addKitDistribution(body: AddKitDistributionRequest) {
  return apiRequest('POST /v1/analyses/addkitdistribution', { body });
}
