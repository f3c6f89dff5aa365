import { z } from 'zod';

/** One marker as the results show it: the forward-strand genotype and what it means. */
export const resultSnpSchema = z.object({
  rsid: z.string(),
  result: z.string(),
  genotype: z.string(),
});
export type ResultSnp = z.infer<typeof resultSnpSchema>;

/**
 * One trait's result (doc 2 §3 "Analysis result item"): `nutrient` is the trait key into the
 * catalogue; `score` is null when a marker was missing or failed, and then `label` is
 * 'SIN INFORMACIÓN'.
 */
export const resultItemSchema = z.object({
  nutrient: z.string(),
  score: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  label: z.string(),
  snps: z.array(resultSnpSchema),
});
export type ResultItem = z.infer<typeof resultItemSchema>;

/** A trait without a score and the markers that caused it (none for a trait with no marker yet). */
export const missingTraitSchema = z.object({
  nutrient: z.string(),
  rsids: z.array(z.string()),
});
export type MissingTrait = z.infer<typeof missingTraitSchema>;

/** GET /v1/Analyses/results and GET /v1/Analyses/patients/result/{id}. */
export const resultsResponseSchema = z.object({
  patient: z.object({ firstName: z.string(), lastName: z.string() }),
  analysisId: z.string(),
  referenceId: z.string(),
  status: z.number().int(),
  items: z.array(resultItemSchema),
  missing: z.array(missingTraitSchema),
});
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;
