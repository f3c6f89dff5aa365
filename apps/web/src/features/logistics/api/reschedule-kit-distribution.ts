import type { RescheduleKitDistributionRequest } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/analyses/reschedulekitdistribution: moves a booked courier leg (1 delivery, 2 pickup) to
 * another day and slot, until the day before its day (issue 22).
 */
export function rescheduleKitDistribution(body: RescheduleKitDistributionRequest) {
  return apiRequest('POST /v1/analyses/reschedulekitdistribution', { body });
}
