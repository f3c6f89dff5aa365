import { type DataExport, STEP_UP_HEADER } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/account/export: everything NutriTest holds about the signed-in person. Needs a fresh second
 * factor (the step-up token from useStepUp); the server logs it in "Quién vio mis resultados".
 */
export function exportMyData(stepUpToken: string): Promise<DataExport> {
  return apiRequest('GET /v1/account/export', { headers: { [STEP_UP_HEADER]: stepUpToken } });
}
