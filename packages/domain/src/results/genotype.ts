/**
 * Reading one marker's genotype as the laboratory reports it (apps/api lab CSV: `CT`, `TC`, `--`,
 * `DD`/`DI`/`II` for insertions/deletions).
 *
 * Every marker is described on the FORWARD (+) strand of the reference genome. A call written on
 * the other strand is recognised by its complement (A↔T, C↔G) and turned back; allele order does
 * not matter (CT = TC). Palindromic SNPs (A/T or C/G) look the same on both strands, so for them
 * only the forward reading is accepted: flipping them would swap risk and non-risk.
 */

export type Nucleotide = 'A' | 'C' | 'G' | 'T';
/** Bases for SNPs; D (deleted) and I (inserted / present) for indels and gene deletions. */
export type Allele = Nucleotide | 'D' | 'I';

/**
 * - `snp`: a single-base change, read on either strand.
 * - `indel`: an insertion/deletion polymorphism reported as DD / DI / II (ACE I/D).
 * - `geneDeletion`: a whole-gene deletion reported as copies present (I) or deleted (D):
 *   II or DI = at least one working copy, DD = no copy ("null").
 */
export type MarkerType = 'snp' | 'indel' | 'geneDeletion';

export interface AllelePair {
  /** The allele without the effect. */
  other: Allele;
  /** The allele the rule counts. */
  effect: Allele;
}

/**
 * A gene deletion typed by a SNP-array probe: the array reports a base pair instead of copies.
 * `deleted` is the base the probe reads where the gene is missing (two of them = null).
 */
export interface DeletionProbe {
  present: Nucleotide;
  deleted: Nucleotide;
}

/** The part of a marker definition the reader needs. */
export interface MarkerAlleles {
  rsid: string;
  type: MarkerType;
  forward: AllelePair;
  /** Gene deletions only: the array probe's forward-strand bases, accepted besides II/DI/DD. */
  probe?: DeletionProbe;
}

/** What reading one marker gave. `count` is how many copies of the effect allele (0, 1 or 2). */
export type MarkerRead =
  | { status: 'ok'; count: 0 | 1 | 2; genotype: string; strand: 'forward' | 'reverse' }
  | { status: 'missing' }
  | { status: 'failed'; raw: string }
  | { status: 'unexpected'; raw: string };

const COMPLEMENT: Record<Nucleotide, Nucleotide> = { A: 'T', T: 'A', C: 'G', G: 'C' };

function isBase(value: string): value is Nucleotide {
  return value === 'A' || value === 'C' || value === 'G' || value === 'T';
}

/** True for A/T and C/G SNPs: their two alleles are each other's complement. */
export function isPalindromic(marker: MarkerAlleles): boolean {
  const { other, effect } = marker.forward;
  return marker.type === 'snp' && isBase(other) && COMPLEMENT[other] === effect;
}

/** A no-call as laboratories write it: `--`, `00`, `NN`, `NC`, `??`. */
const NO_CALL = /^(-+|0+|N+|NC|\?+)$/;

/** Upper case, without spaces and the separators some files use (`C/T`, `C;T`, `C|T`). */
export function cleanGenotype(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s/;:|,]/g, '');
}

/**
 * The genotype written on the forward strand: non-effect allele first for SNPs (`CC`, `CT`, `TT`),
 * and as laboratories write indels and deletions (`DD`, `DI`, `II`).
 */
export function forwardGenotype(marker: MarkerAlleles, count: 0 | 1 | 2): string {
  const { other, effect } = marker.forward;
  const genotype = other.repeat(2 - count) + effect.repeat(count);
  return marker.type === 'snp' ? genotype : [...genotype].sort().join('');
}

/** Reads one marker. `raw` undefined means the laboratory file has no row for it. */
export function readMarker(marker: MarkerAlleles, raw: string | undefined): MarkerRead {
  if (raw === undefined) return { status: 'missing' };
  const call = cleanGenotype(raw);
  if (call === '') return { status: 'missing' };
  if (NO_CALL.test(call)) return { status: 'failed', raw };
  // Every marker here is autosomal: a call with one allele (or three) is not one we can trust.
  if (call.length !== 2) return { status: 'unexpected', raw };
  const { other, effect } = marker.forward;
  let alleles = [call[0], call[1]] as [string, string];
  if (marker.type === 'geneDeletion' && marker.probe && alleles.every(isBase)) {
    const probed = readProbe(marker.probe, alleles as [Nucleotide, Nucleotide]);
    if (!probed) return { status: 'unexpected', raw };
    alleles = probed;
  }
  const onForward = alleles.every((a) => a === other || a === effect);
  let strand: 'forward' | 'reverse' = 'forward';
  let read = alleles;
  if (!onForward) {
    const canFlip = marker.type === 'snp' && !isPalindromic(marker) && alleles.every(isBase);
    const flipped = canFlip ? (alleles.map((a) => COMPLEMENT[a as Nucleotide]) as [string, string]) : null;
    if (!flipped?.every((a) => a === other || a === effect)) return { status: 'unexpected', raw };
    strand = 'reverse';
    read = flipped;
  }
  const count = read.filter((a) => a === effect).length as 0 | 1 | 2;
  return { status: 'ok', count, genotype: forwardGenotype(marker, count), strand };
}

/**
 * An array call at a deletion's probe as copies: present -> I, deleted -> D (on either strand: the
 * probe's bases are not complementary). Null when the bases are not the probe's.
 */
function readProbe(probe: DeletionProbe, alleles: [Nucleotide, Nucleotide]): [Allele, Allele] | null {
  const map = (bases: Nucleotide[]) =>
    bases.every((b) => b === probe.present || b === probe.deleted)
      ? (bases.map((b) => (b === probe.deleted ? 'D' : 'I')) as [Allele, Allele])
      : null;
  return map(alleles) ?? map(alleles.map((a) => COMPLEMENT[a]));
}

/** The complement of a SNP call (`CT` → `GA`); other calls are returned as they are. */
export function complementGenotype(call: string): string {
  return [...call].map((a) => (isBase(a) ? COMPLEMENT[a] : a)).join('');
}
