import { z } from 'zod';

/**
 * The laboratory's file in the operations console (issue 41): a preview before anything is stored,
 * then an import that publishes only complete samples; an incomplete one is held for review until a
 * file completes it or an operator publishes it as it is; a sample already published can be
 * corrected (its results are scored again and the customer is told).
 */
export const labSampleKinds = ['new', 'held', 'correction'] as const;

export const labSampleSchema = z.object({
  referenceId: z.string(),
  /** new: in the lab, no genotypes yet; held: waiting for its missing markers; correction: already published. */
  kind: z.enum(labSampleKinds),
  /** Markers in this file for the sample. */
  markers: z.number().int(),
  /**
   * With what the sample already had (held or published samples keep the markers the file does not
   * bring): the traits with every marker reported, of those that read one.
   */
  traitsReported: z.number().int(),
  traitsTotal: z.number().int(),
  /** Traits with markers not reported: the sample is held until they are (or an operator publishes). */
  missing: z.array(z.object({ trait: z.string(), rsids: z.array(z.string()) })),
  /** Traits with a marker the laboratory reported as a failed call (`--`): they will say "Sin dato". */
  failedCalls: z.array(z.object({ trait: z.string(), rsids: z.array(z.string()) })),
  complete: z.boolean(),
});
export type LabSample = z.infer<typeof labSampleSchema>;

/** POST /v1/ops/lab-imports/preview: what the file would do, nothing stored. */
export const labImportPreviewSchema = z.object({ rows: z.number().int(), samples: z.array(labSampleSchema) });
export type LabImportPreview = z.infer<typeof labImportPreviewSchema>;

/** POST /v1/ops/lab-imports: what was stored and what was published. */
export const labImportResultSchema = z.object({
  importId: z.string(),
  rows: z.number().int(),
  samples: z.array(z.string()),
  /** Complete samples whose results went out ("resultados listos" e-mailed). */
  published: z.array(z.string()),
  /** Incomplete samples kept for review: nothing published, nothing e-mailed. */
  held: z.array(z.string()),
  /** Published samples whose results changed (scored again, the customer e-mailed). */
  corrected: z.array(z.string()),
});
export type LabImportResult = z.infer<typeof labImportResultSchema>;

/** GET /v1/ops/lab-markers: the markers each trait needs, for the console (and docs/lab-import.md). */
export const labMarkersSchema = z.array(z.object({ trait: z.string(), rsids: z.array(z.string()) }));
export type LabMarkers = z.infer<typeof labMarkersSchema>;
