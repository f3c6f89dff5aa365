import { z } from 'zod';
import { foodsResponseSchema } from './foods/response';
import { resultsResponseSchema } from './results/schemas';

/**
 * GET /v1/Analyses/report (own) or ?patientId= (a linked patient): everything the PDF report is
 * built from, answered only with a fresh second factor (header x-step-up-token). Each answer is
 * recorded in the owner's results access log.
 */
export const resultsReportQuerySchema = z.object({ patientId: z.uuid().optional() });
export const resultsReportSchema = z.object({
  results: resultsResponseSchema,
  foods: foodsResponseSchema,
});
export type ResultsReport = z.infer<typeof resultsReportSchema>;
