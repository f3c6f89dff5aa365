import type { NutritionistLookup } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/account/nutritionist/{code}: the nutritionist with that public code (code upper-cased). */
export function lookupNutritionist(code: string): Promise<NutritionistLookup> {
  const normalised = code.trim().toUpperCase();
  return apiRequest('GET /v1/account/nutritionist/:code', { params: { code: normalised } });
}
