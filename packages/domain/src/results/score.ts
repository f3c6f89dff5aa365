/**
 * Genotypes in, one result item per trait out (doc 2 §3, §4).
 *
 * The one safety rule: a missing, failed ('--') or unexpected genotype never turns into a
 * "low risk". A trait gets a score when every marker it needs was read. With a marker unread, it
 * keeps a raised score (1 or 2) only if the markers read already settle it whatever the others
 * turn out to be (e.g. a homozygous histamine risk genotype gives the top level no matter what
 * the rest say); score 0 is never given from a partial read. Otherwise its score is null, its
 * label 'SIN INFORMACIÓN' and it is listed in `missing` with the markers that were not read.
 */
import { type MarkerRead, readMarker } from './genotype';
import { resultLabel } from './labels';
import type { MissingTrait, ResultItem, ResultSnp } from './schemas';
import {
  allCountCombinations,
  type EffectCount,
  type MarkerDefinition,
  type ResultScore,
  type TraitKey,
  traitKeys,
  traitRules,
} from './trait-rules';

export interface GenotypeCall {
  rsid: string;
  genotype: string;
}

export interface ScoredResults {
  items: ResultItem[];
  missing: MissingTrait[];
}

/** What the results show for one marker (Spanish: it reaches the patient). */
function snpResult(marker: MarkerDefinition, read: MarkerRead): string {
  if (read.status === 'missing' || read.status === 'failed') return 'SIN INFORMACIÓN';
  if (read.status === 'unexpected') return 'Genotipo no reconocido';
  if (marker.type === 'geneDeletion') {
    return read.count === 2 ? 'Gen ausente en las dos copias (nulo)' : 'Gen presente';
  }
  const allele = marker.forward.effect;
  return [`Sin copias del alelo ${allele}`, `Una copia del alelo ${allele}`, `Dos copias del alelo ${allele}`][
    read.count
  ]!;
}

function snpGenotype(read: MarkerRead): string {
  if (read.status === 'ok') return read.genotype;
  if (read.status === 'unexpected') return read.raw.trim().toUpperCase();
  return '--';
}

/** Several rows for one marker must agree; if they do not, the marker is not trusted. */
function readAll(marker: MarkerDefinition, calls: readonly string[] | undefined): MarkerRead {
  if (!calls || calls.length === 0) return readMarker(marker, undefined);
  const reads = calls.map((call) => readMarker(marker, call));
  const head = reads[0]!;
  const agree = reads.every(
    (r) => r.status === head.status && (r.status !== 'ok' || (head.status === 'ok' && r.count === head.count)),
  );
  return agree ? head : { status: 'unexpected', raw: calls.join('/') };
}

/**
 * The score the known counts settle, or null. Unknown markers (null) are tried with every value;
 * the score stands only if all of them agree (a rule's null for an odd combination also blocks it)
 * and, when something is unknown, only if it is not the low score 0.
 */
export function settledScore(key: TraitKey, counts: ReadonlyArray<EffectCount | null>): ResultScore | null {
  const rule = traitRules[key];
  if (rule.markers.length === 0) return null;
  const unknown = counts.flatMap((c, i) => (c === null ? [i] : []));
  let settled: ResultScore | null | undefined;
  for (const fill of allCountCombinations(unknown.length)) {
    const full = counts.map((c) => c ?? 0) as EffectCount[];
    unknown.forEach((index, j) => {
      full[index] = fill[j]!;
    });
    const score = rule.score(full);
    if (score === null) return null;
    if (settled === undefined) settled = score;
    else if (settled !== score) return null;
  }
  if (settled === undefined) return null;
  return unknown.length > 0 && settled === 0 ? null : settled;
}

interface Evaluation {
  item: ResultItem;
  /** Markers that were missing, failed or unexpected. */
  unread: string[];
}

function evaluateTrait(key: TraitKey, calls: ReadonlyMap<string, readonly string[]>): Evaluation {
  const rule = traitRules[key];
  const reads = rule.markers.map((marker) => readAll(marker, calls.get(marker.rsid)));
  const score = settledScore(
    key,
    reads.map((r) => (r.status === 'ok' ? r.count : null)),
  );
  const snps: ResultSnp[] = rule.markers.map((marker, i) => ({
    rsid: marker.rsid,
    result: snpResult(marker, reads[i]!),
    genotype: snpGenotype(reads[i]!),
  }));
  const unread = rule.markers.filter((_, i) => reads[i]!.status !== 'ok').map((m) => m.rsid);
  return { item: { nutrient: key, score, label: resultLabel(key, score), snps }, unread };
}

/** One trait's result item. */
export function scoreTrait(key: TraitKey, genotypes: ReadonlyArray<GenotypeCall>): ResultItem {
  return evaluateTrait(key, groupCalls(genotypes)).item;
}

function groupCalls(genotypes: ReadonlyArray<GenotypeCall>): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  for (const { rsid, genotype } of genotypes) {
    const id = rsid.trim().toLowerCase();
    calls.set(id, [...(calls.get(id) ?? []), genotype]);
  }
  return calls;
}

/** Scores every trait (long and short form) from the laboratory's genotypes. */
export function scoreGenotypes(genotypes: ReadonlyArray<GenotypeCall>): ScoredResults {
  const calls = groupCalls(genotypes);
  const evaluations = traitKeys.map((key) => evaluateTrait(key, calls));
  const missing: MissingTrait[] = evaluations.flatMap(({ item, unread }) => {
    if (item.score !== null) return [];
    // Every marker read but the combination cannot be interpreted (e.g. APOE ε1): name them all.
    const rsids = unread.length > 0 ? unread : item.snps.map((s) => s.rsid);
    return [{ nutrient: item.nutrient, rsids }];
  });
  return { items: evaluations.map((e) => e.item), missing };
}
