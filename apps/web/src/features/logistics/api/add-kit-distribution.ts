import type { addKitDistributionRequestSchema, KitDistribution } from '@nutritest/domain';
import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client';

export type AddKitDistributionRequest = z.input<typeof addKitDistributionRequestSchema>;

/** POST /v1/analyses/addkitdistribution: schedules a leg (1 kit delivery, 2 sample return). */
export function addKitDistribution(body: AddKitDistributionRequest) {
  return apiJson<KitDistribution>('POST', '/v1/analyses/addkitdistribution', { body });
}
