import type { hireNutritionistSchema } from '@nutritest/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type HireNutritionistRequest = z.input<typeof hireNutritionistSchema>;

/**
 * POST /v1/payment/create_preference_hire_nutritionist (doc 2 §7): holds the slot and answers the
 * payment preference with the order's id and secret. 409 when the slot was just taken; 400 with
 * the prior-plan text for 2 Controles de seguimiento without a prior plan.
 */
export function hireNutritionist(body: HireNutritionistRequest) {
  return apiRequest('POST /v1/payment/create_preference_hire_nutritionist', { body });
}
