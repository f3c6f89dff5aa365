import { type ResultsReport, STEP_UP_HEADER } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/Analyses/report: what the PDF is built from (results and rated foods), answered only with
 * a fresh second factor (the step-up token from useStepUp). Each call is logged as a read.
 */
export function getResultsReport(stepUpToken: string, patientId?: string): Promise<ResultsReport> {
  return apiRequest('GET /v1/Analyses/report', { query: { patientId }, headers: { [STEP_UP_HEADER]: stepUpToken } });
}
