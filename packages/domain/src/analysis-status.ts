// Zod-free: the kit's status codes, importable without the account schemas (re-exported by accounts.ts).

/**
 * Analysis (kit) status codes as the front end reads them (doc 1 §4).
 * 1 paid, waiting for the kit; 7 kit delivered; 4 pickup scheduled; 5 sample picked up;
 * 2 sample in the laboratory; 8 results sent. 9 (ours, issue 22): replaced by a free kit after it was
 * lost on its way or its sample was rejected by the laboratory; the replacement is a new analysis.
 */
export const AnalysisStatus = {
  Paid: 1,
  InLab: 2,
  PickupScheduled: 4,
  SampleCollected: 5,
  KitDelivered: 7,
  ResultsSent: 8,
  Replaced: 9,
} as const;
export type AnalysisStatusCode = (typeof AnalysisStatus)[keyof typeof AnalysisStatus];
