import type { GenotypeCall } from './score';
import { type TraitKey, traitKeys, traitRules } from './trait-rules';

/**
 * Whether a laboratory file reports every marker the engine reads (issue 41: a file with 3 markers
 * was published, and 19 of 21 traits said "Sin dato"). A marker is reported when the file has a row
 * for it: a call, or a failed call (`--`), which is the laboratory's final word on that marker and
 * leaves its trait without a score. A trait whose rule reads no marker (magnesium) is not counted.
 * The markers each trait reads are its rule's (`markersByTrait`), so the console, the docs and this
 * check never disagree.
 */
export interface SampleCompleteness {
  /** Traits whose rule reads at least one marker. */
  traitsTotal: number;
  /** Of those, the traits with every marker reported. */
  traitsReported: number;
  /** The traits with markers not reported, and which. */
  missing: Array<{ nutrient: TraitKey; rsids: string[] }>;
  /** The traits with a marker reported as a failed call (`--`), and which. */
  failedCalls: Array<{ nutrient: TraitKey; rsids: string[] }>;
  complete: boolean;
}

const FAILED_CALL = '--';

export function sampleCompleteness(genotypes: ReadonlyArray<GenotypeCall>): SampleCompleteness {
  const calls = new Map(genotypes.map((g) => [g.rsid.trim().toLowerCase(), g.genotype.trim()]));
  const missing: SampleCompleteness['missing'] = [];
  const failedCalls: SampleCompleteness['failedCalls'] = [];
  let traitsTotal = 0;
  for (const { nutrient, rsids } of markersByTrait()) {
    if (rsids.length === 0) continue;
    traitsTotal++;
    const absent = rsids.filter((rsid) => !calls.has(rsid.toLowerCase()));
    if (absent.length > 0) missing.push({ nutrient, rsids: absent });
    const failed = rsids.filter((rsid) => calls.get(rsid.toLowerCase()) === FAILED_CALL);
    if (failed.length > 0) failedCalls.push({ nutrient, rsids: failed });
  }
  return {
    traitsTotal,
    traitsReported: traitsTotal - missing.length,
    missing,
    failedCalls,
    complete: missing.length === 0,
  };
}

/** The markers (rsIDs) each trait's rule reads, in the engine's order. */
export function markersByTrait(): Array<{ nutrient: TraitKey; rsids: string[] }> {
  return traitKeys.map((key) => ({ nutrient: key, rsids: traitRules[key].markers.map((m) => m.rsid) }));
}
