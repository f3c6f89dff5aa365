/**
 * The genotype → score rules, one per trait, written as a table a geneticist can review.
 *
 * Conventions (doc 2 §4; see ./README.md for the decisions and the open points):
 * - Scores: 0 usual / low, 1 moderate, 2 high or at-risk. Vitamin A: 1 = high levels, 2 = low.
 * - Alleles are given on the FORWARD (+) strand of GRCh37/38 (what genotyping arrays report) and,
 *   for reference, as papers write them on the gene's coding strand.
 * - `score` receives, per marker and in the order of `markers`, how many copies of the effect allele
 *   the person carries (0, 1 or 2; for gene deletions, how many copies are deleted). It returns null
 *   for a combination it cannot interpret. A marker that is missing or failed never counts as
 *   "no effect allele" (see score.ts).
 * - Facts come from the project's nutrigenetics fact sheet; `uncertain` lists what it marks [U] or
 *   does not settle.
 */
import type { AllelePair, DeletionProbe, MarkerType } from './genotype';
import type { StudyReferenceId } from './references';

export type ResultScore = 0 | 1 | 2;
export type EffectCount = 0 | 1 | 2;

/** Long-form traits (doc 2 §3), keyed as in the fact sheet. */
export const longFormTraitKeys = [
  'saturatedFatWeight',
  'satiety',
  'glucoseSensitivity',
  'ldlCholesterol',
  'omega3Need',
  'hepaticDetox',
  'antioxidantActivity',
  'homocysteine',
  'lactoseTolerance',
  'celiacRisk',
  'caffeineSensitivity',
  'saltSensitivity',
  'alcoholResponse',
  'histamineSensitivity',
  'vitaminA',
  'vitaminB12',
  'vitaminB6',
  'vitaminDCalcium',
  'magnesiumRequirement',
  'caffeineSport',
  'aerobicCapacity',
  'muscleFibre',
] as const;

/**
 * Short-form traits (doc 2 §3: Calcio, Hierro, Sodio, VitA, VitB, VitC, VitD, Lactosa, Gluten,
 * Lipidos, HC; Etanol, Cafeina, Apetito, Ejercicio). Fact-sheet keys where it has one (iron, sodium,
 * folate, vitaminC); the others are named after what they show.
 */
export const shortFormTraitKeys = [
  'calcium',
  'iron',
  'sodium',
  'provitaminA',
  'folate',
  'vitaminC',
  'vitaminD',
  'lactose',
  'gluten',
  'lipids',
  'carbohydrates',
  'ethanol',
  'caffeine',
  'appetite',
  'exercise',
] as const;

export const traitKeys = [...longFormTraitKeys, ...shortFormTraitKeys] as const;
export type LongFormTraitKey = (typeof longFormTraitKeys)[number];
export type ShortFormTraitKey = (typeof shortFormTraitKeys)[number];
export type TraitKey = (typeof traitKeys)[number];

export function isTraitKey(value: string): value is TraitKey {
  return (traitKeys as readonly string[]).includes(value);
}

export interface MarkerDefinition {
  rsid: string;
  gene: string;
  /** Gene deletions typed by a SNP-array probe (see genotype.ts). */
  probe?: DeletionProbe;
  /** The variant as papers name it. */
  variant: string;
  type: MarkerType;
  /** Alleles on the forward (+) strand; `effect` is the allele the rule counts. */
  forward: AllelePair;
  /** The same two alleles as written on the gene's coding strand (equal to `forward` for + strand genes). */
  coding: AllelePair;
  /** What the effect allele does (for the reviewer). */
  note: string;
  uncertain?: string;
}

export type RuleKind =
  | 'additive'
  | 'recessive'
  | 'dominant'
  | 'apoeHaplotype'
  | 'hlaDqTags'
  | 'gstDeletions'
  | 'histamineAlleleCount'
  | 'antioxidantHomozygotes'
  | 'mthfrFolate'
  | 'vitaminCTransporterGst'
  | 'bco1Conversion'
  | 'noValidatedMarker';

export interface TraitRule {
  key: TraitKey;
  form: 'long' | 'short';
  /** Short forms that show the same finding as a long-form trait reuse its markers and rule. */
  sameRuleAs?: LongFormTraitKey;
  genes: readonly string[];
  markers: readonly MarkerDefinition[];
  kind: RuleKind;
  /** The rule in words. */
  rule: string;
  score: (counts: readonly EffectCount[]) => ResultScore | null;
  references: readonly StudyReferenceId[];
  uncertain: readonly string[];
}

// ---------------------------------------------------------------- markers

/** A SNP entry of the table (the marker type is the only thing it fills in). */
const snp = (marker: Omit<MarkerDefinition, 'type'>): MarkerDefinition => ({ ...marker, type: 'snp' });

export const geneticMarkers = {
  apoa2: snp({
    rsid: 'rs5082',
    gene: 'APOA2',
    variant: '-265T>C',
    forward: { other: 'A', effect: 'G' },
    coding: { other: 'T', effect: 'C' },
    note: 'C (forward G) lowers APOA2 promoter activity; CC gained BMI only with saturated fat >= 22 g/day.',
  }),
  fto: snp({
    rsid: 'rs9939609',
    gene: 'FTO',
    variant: 'rs9939609 T>A',
    forward: { other: 'T', effect: 'A' },
    coding: { other: 'T', effect: 'A' },
    note: 'A: lower satiety responsiveness, ~+3 kg in AA adults. A/T palindromic: forward strand only.',
  }),
  tcf7l2: snp({
    rsid: 'rs7903146',
    gene: 'TCF7L2',
    variant: 'rs7903146 C>T',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: 'T: lower insulin secretion; type 2 diabetes OR ~1.4 per allele.',
  }),
  apoe112: snp({
    rsid: 'rs429358',
    gene: 'APOE',
    variant: 'Cys112Arg (defines ε4)',
    forward: { other: 'T', effect: 'C' },
    coding: { other: 'T', effect: 'C' },
    note: 'C at rs429358 with C at rs7412 = ε4 (higher LDL-C).',
  }),
  apoe158: snp({
    rsid: 'rs7412',
    gene: 'APOE',
    variant: 'Arg158Cys (defines ε2)',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: 'T at rs7412 with T at rs429358 = ε2 (lower LDL-C).',
  }),
  fads1: snp({
    rsid: 'rs174537',
    gene: 'FADS1',
    variant: 'rs174537 G>T',
    forward: { other: 'G', effect: 'T' },
    coding: { other: 'G', effect: 'T' },
    note: 'T: lower delta-5 desaturase activity, lower plasma arachidonic acid and EPA.',
  }),
  gstm1: {
    rsid: 'rs366631',
    gene: 'GSTM1',
    variant: 'GSTM1 deletion (null)',
    type: 'geneDeletion',
    forward: { other: 'I', effect: 'D' },
    coding: { other: 'I', effect: 'D' },
    // SNP arrays type rs366631 as C/T: TT = GSTM1*0/0 (null), CT and CC = at least one copy.
    probe: { present: 'C', deleted: 'T' },
    note: 'Whole-gene deletion; DD (array TT) = no GSTM1 enzyme (null).',
    uncertain:
      '[U] Identifier: rs366631 is the pseudo-SNP that tracks the GSTM1 deletion (Huang RS et al. 2009, PMID 18948376; not in the fact sheet). The laboratory reports the copy-number call as II / DI / DD or the array call as CC / CT / TT (TT = null; SNPedia rs366631, after Huang 2009; not in the fact sheet).',
  },
  gstt1: {
    rsid: 'rs71748309',
    gene: 'GSTT1',
    variant: 'GSTT1 deletion (null)',
    type: 'geneDeletion',
    forward: { other: 'I', effect: 'D' },
    coding: { other: 'I', effect: 'D' },
    note: 'Whole-gene deletion; DD = no GSTT1 enzyme (null).',
    uncertain:
      '[U] Identifier: rs71748309 is the dbSNP record several pipelines use for the GSTT1 deletion (not in the fact sheet). The laboratory must report the copy-number call under it as II / DI / DD.',
  },
  sod2: snp({
    rsid: 'rs4880',
    gene: 'SOD2',
    variant: 'Val16Ala',
    forward: { other: 'G', effect: 'A' },
    coding: { other: 'C', effect: 'T' },
    note: 'Val16 (coding T, forward A) changes mitochondrial import of MnSOD.',
  }),
  gpx1: snp({
    rsid: 'rs1050450',
    gene: 'GPX1',
    variant: 'Pro198Leu',
    forward: { other: 'G', effect: 'A' },
    coding: { other: 'C', effect: 'T' },
    note: 'Leu198 (coding T, forward A) reported with lower GPX1 activity.',
  }),
  mthfr677: snp({
    rsid: 'rs1801133',
    gene: 'MTHFR',
    variant: 'C677T (Ala222Val)',
    forward: { other: 'G', effect: 'A' },
    coding: { other: 'C', effect: 'T' },
    note: '677T (forward A): thermolabile enzyme with reduced activity; homocysteine rises when folate is low.',
  }),
  mthfr1298: snp({
    rsid: 'rs1801131',
    gene: 'MTHFR',
    variant: 'A1298C (Glu429Ala)',
    forward: { other: 'T', effect: 'G' },
    coding: { other: 'A', effect: 'C' },
    note: '1298C (forward G): milder reduction of MTHFR activity than 677T.',
    uncertain:
      '[U] Forward alleles derived from the minus-strand gene (coding A>C); the fact sheet names the variant only.',
  }),
  mcm6: snp({
    rsid: 'rs4988235',
    gene: 'MCM6 (LCT enhancer)',
    variant: 'C/T-13910',
    forward: { other: 'A', effect: 'G' },
    coding: { other: 'T', effect: 'C' },
    note: 'C-13910 (forward G) = lactase non-persistence; persistence (T) is dominant.',
  }),
  dq25: snp({
    rsid: 'rs2187668',
    gene: 'HLA-DQA1',
    variant: 'DQ2.5 tag',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'G', effect: 'A' },
    note: 'T (forward) tags DR3-DQA1*05-DQB1*02 (DQ2.5), carried by 90-95% of people with celiac disease.',
  }),
  dq8: snp({
    rsid: 'rs7454108',
    gene: 'HLA-DQ',
    variant: 'DQ8 tag',
    forward: { other: 'T', effect: 'C' },
    coding: { other: 'T', effect: 'C' },
    note: 'C tags DQ8, the second celiac-risk type.',
  }),
  cyp1a2: snp({
    rsid: 'rs762551',
    gene: 'CYP1A2',
    variant: '-163A>C (*1F)',
    forward: { other: 'A', effect: 'C' },
    coding: { other: 'A', effect: 'C' },
    note: 'C: slower caffeine metabolism (AA = fast).',
  }),
  ace: {
    rsid: 'rs1799752',
    gene: 'ACE',
    variant: 'I/D (287 bp Alu, intron 16)',
    type: 'indel',
    forward: { other: 'D', effect: 'I' },
    coding: { other: 'D', effect: 'I' },
    note: 'In the salt-loading studies the I allele went with the larger blood-pressure rise on high salt.',
    uncertain:
      '[U] Small and conflicting literature; many commercial panels treat D as the risk allele. Also known as rs4646994.',
  },
  adh1b: snp({
    rsid: 'rs1229984',
    gene: 'ADH1B',
    variant: 'Arg48His (ADH1B*2)',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'G', effect: 'A' },
    note: 'His48 (forward T) oxidises ethanol faster: acetaldehyde builds up (flushing, discomfort).',
  }),
  aoc1Thr16Met: snp({
    rsid: 'rs10156191',
    gene: 'AOC1 (DAO)',
    variant: 'Thr16Met',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: 'T: reduced DAO activity/expression.',
    uncertain: '[U] Non-effect allele C derived from Thr16Met (ACG>ATG).',
  }),
  aoc1Ser332Phe: snp({
    rsid: 'rs1049742',
    gene: 'AOC1 (DAO)',
    variant: 'Ser332Phe',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: 'Minor allele: reduced DAO activity.',
    uncertain: '[U] The fact sheet says "minor allele"; T (Phe) is derived from Ser332Phe (TCC>TTC).',
  }),
  aoc1His645Asp: snp({
    rsid: 'rs1049793',
    gene: 'AOC1 (DAO)',
    variant: 'His645Asp',
    forward: { other: 'C', effect: 'G' },
    coding: { other: 'C', effect: 'G' },
    note: 'G: reduced DAO activity. C/G palindromic: forward strand only.',
  }),
  aoc1Promoter: snp({
    rsid: 'rs2052129',
    gene: 'AOC1 (DAO)',
    variant: 'promoter -691G>T',
    forward: { other: 'G', effect: 'T' },
    coding: { other: 'G', effect: 'T' },
    note: 'T: lower DAO expression.',
    uncertain: '[U] Non-effect allele G not stated in the fact sheet.',
  }),
  hnmt: snp({
    rsid: 'rs11558538',
    gene: 'HNMT',
    variant: 'C314T (Thr105Ile)',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: 'T314: about a third less HNMT activity in heterozygotes.',
  }),
  bco1Arg267Ser: snp({
    rsid: 'rs12934922',
    gene: 'BCO1 (BCMO1)',
    variant: 'Arg267Ser',
    forward: { other: 'A', effect: 'T' },
    coding: { other: 'A', effect: 'T' },
    note: '267Ser: reduced beta-carotene cleavage. A/T palindromic: forward strand only.',
    uncertain: '[U] Alleles (A>T, T = Ser) are not in the fact sheet; taken from the variant name and public panels.',
  }),
  bco1Ala379Val: snp({
    rsid: 'rs7501331',
    gene: 'BCO1 (BCMO1)',
    variant: 'Ala379Val',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: '379Val: reduced beta-carotene cleavage.',
    uncertain: '[U] Alleles (C>T, T = Val) derived from Ala379Val (GCC>GTC); not in the fact sheet.',
  }),
  fut2: snp({
    rsid: 'rs601338',
    gene: 'FUT2',
    variant: 'W143X (secretor status)',
    forward: { other: 'A', effect: 'G' },
    coding: { other: 'A', effect: 'G' },
    note: 'G (secretor) goes with lower plasma B12; AA non-secretors have higher B12.',
  }),
  alpl: snp({
    rsid: 'rs4654748',
    gene: 'ALPL / NBPF3',
    variant: 'rs4654748',
    forward: { other: 'T', effect: 'C' },
    coding: { other: 'T', effect: 'C' },
    note: 'Top GWAS hit for serum vitamin B6 (ALPL dephosphorylates PLP).',
    uncertain:
      '[U] B6-lowering allele reported as C; direction and effect size not retrieved (check the GWAS Catalog).',
  }),
  gc: snp({
    rsid: 'rs2282679',
    gene: 'GC (vitamin D-binding protein)',
    variant: 'rs2282679',
    forward: { other: 'T', effect: 'G' },
    coding: { other: 'A', effect: 'C' },
    note: 'G (forward): lower 25(OH)D; top vitamin D GWAS locus.',
  }),
  tmprss6: snp({
    rsid: 'rs855791',
    gene: 'TMPRSS6',
    variant: 'Ala736Val',
    forward: { other: 'G', effect: 'A' },
    coding: { other: 'C', effect: 'T' },
    note: 'Val736 (forward A): higher hepcidin, lower haemoglobin and ferritin.',
  }),
  slc23a1: snp({
    rsid: 'rs33972313',
    gene: 'SLC23A1 (SVCT1)',
    variant: 'Val264Met',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'G', effect: 'A' },
    note: 'Minor allele (Met): -5.98 µmol/L plasma vitamin C per copy.',
    uncertain:
      '[U] Strand not in the fact sheet: coding G>A (Val>Met) assumed on a minus-strand gene (forward C>T). Non-palindromic, so the score does not depend on it.',
  }),
  ppargc1a: snp({
    rsid: 'rs8192678',
    gene: 'PPARGC1A',
    variant: 'Gly482Ser',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'G', effect: 'A' },
    note: 'Gly/Gly (forward CC) more frequent in Caucasian endurance athletes (OR ~1.26).',
    uncertain: '[U] Forward C = Gly per the fact sheet; confirm the laboratory probe strand.',
  }),
  actn3: snp({
    rsid: 'rs1815739',
    gene: 'ACTN3',
    variant: 'R577X',
    forward: { other: 'C', effect: 'T' },
    coding: { other: 'C', effect: 'T' },
    note: 'T = 577X (stop): XX lacks alpha-actinin-3 in fast-twitch fibres.',
  }),
} as const satisfies Record<string, MarkerDefinition>;

// ---------------------------------------------------------------- rule kinds

/** The uncertain points of a rule, leaving out markers that have none. */
const notes = (...items: Array<string | undefined>): string[] => items.filter((n): n is string => Boolean(n));

type RuleParts = Pick<TraitRule, 'kind' | 'rule' | 'score'>;

const first = (counts: readonly EffectCount[]): EffectCount => counts[0]!;

/** 0, 1 or 2 copies of the effect allele give score 0, 1 or 2. */
const additive = (effect: string): RuleParts => ({
  kind: 'additive',
  rule: `Additive on ${effect}: no copy -> 0, one copy -> 1, two copies -> 2.`,
  score: (counts) => first(counts),
});

/** Only two copies count. */
const recessive = (effect: string, homozygote: string): RuleParts => ({
  kind: 'recessive',
  rule: `Recessive on ${effect}: ${homozygote} -> 2; every other genotype -> 0 (the evidence shows no effect in heterozygotes).`,
  score: (counts) => (first(counts) === 2 ? 2 : 0),
});

/**
 * APOE ε2/ε3/ε4 from rs429358 (C count) and rs7412 (T count). ε2 = T-T, ε3 = T-C, ε4 = C-C.
 * Unphased calls are resolved the usual way (CT + CT = ε2/ε4); calls that need the rare ε1
 * (C-T) haplotype return null.
 */
export function apoeGenotype(c429358: EffectCount, c7412: EffectCount): string | null {
  if (c429358 === 0) return (['ε3/ε3', 'ε2/ε3', 'ε2/ε2'] as const)[c7412];
  if (c429358 === 1 && c7412 === 0) return 'ε3/ε4';
  if (c429358 === 1 && c7412 === 1) return 'ε2/ε4';
  if (c429358 === 2 && c7412 === 0) return 'ε4/ε4';
  return null;
}

// ---------------------------------------------------------------- the table

const long = (key: LongFormTraitKey, parts: Omit<TraitRule, 'key' | 'form'>): TraitRule => ({
  key,
  form: 'long',
  ...parts,
});

const longRules: Record<LongFormTraitKey, TraitRule> = {
  saturatedFatWeight: long('saturatedFatWeight', {
    genes: ['APOA2'],
    markers: [geneticMarkers.apoa2],
    ...recessive('forward G (coding C)', 'GG (coding CC)'),
    references: ['corella2009', 'corella2011'],
    uncertain: [],
  }),
  satiety: long('satiety', {
    genes: ['FTO'],
    markers: [geneticMarkers.fto],
    ...additive('A (TT -> 0, TA -> 1, AA -> 2)'),
    references: ['frayling2007', 'wardle2008'],
    uncertain: ['[U] The causal gene and mechanism behind the FTO signal are debated.'],
  }),
  glucoseSensitivity: long('glucoseSensitivity', {
    genes: ['TCF7L2'],
    markers: [geneticMarkers.tcf7l2],
    // Issue 37 (decision 043): the fact sheet's additive score. Doc 2 §4 leaves level 1 empty, but
    // CT (RR ~1.45) is a moderate predisposition and TT (RR ~2.41) a high one; reporting CT as high
    // overstated it and pushed foods for half of the people.
    ...additive('T (CC -> 0, CT -> 1, TT -> 2)'),
    references: ['grant2006', 'saxena2006'],
    uncertain: [],
  }),
  ldlCholesterol: {
    key: 'ldlCholesterol',
    form: 'long',
    genes: ['APOE'],
    markers: [geneticMarkers.apoe112, geneticMarkers.apoe158],
    kind: 'apoeHaplotype',
    rule: 'APOE haplotype (fact sheet; decision 043): ε2/ε2, ε2/ε3, ε3/ε3 -> 0; one ε4 (ε2/ε4, ε3/ε4) -> 1; ε4/ε4 -> 2. Doc 2 §4 leaves level 1 empty; the fact sheet scores one ε4 as moderate. Calls that need the rare ε1 haplotype -> no result.',
    score: (counts) => {
      const genotype = apoeGenotype(counts[0]!, counts[1]!);
      if (genotype === null) return null;
      return genotype === 'ε4/ε4' ? 2 : genotype.includes('ε4') ? 1 : 0;
    },
    references: ['bennet2007', 'risck2018'],
    uncertain: [
      'APOE ε4 is also the main common Alzheimer risk allele: the texts stay non-diagnostic and recommend a medical consultation.',
      '[U] The spec does not name the gene; APOE is the fact sheet proposal. CELSR2/PSRC1/SORT1 would avoid the incidental finding but its alleles are not verified.',
    ],
  },
  omega3Need: long('omega3Need', {
    genes: ['FADS1'],
    markers: [geneticMarkers.fads1],
    // Issue 37 (decision 043): the fact sheet's additive score (GG 0, GT 1, TT 2) instead of doc 2 §4's empty level 1.
    ...additive('T (GG -> 0, GT -> 1, TT -> 2)'),
    references: ['tanaka2009Pufa', 'mathias2011', 'efsaFats2010'],
    uncertain: [],
  }),
  hepaticDetox: {
    key: 'hepaticDetox',
    form: 'long',
    genes: ['GSTM1', 'GSTT1'],
    markers: [geneticMarkers.gstm1, geneticMarkers.gstt1],
    kind: 'gstDeletions',
    rule: 'Count of null genes (DD = both copies deleted): neither null -> 0, one -> 1, both -> 2.',
    score: (counts) => ((counts[0] === 2 ? 1 : 0) + (counts[1] === 2 ? 1 : 0)) as ResultScore,
    references: ['lampe2002', 'navarro2009', 'cahill2009'],
    uncertain: notes(
      '[U] GSTP1 rs1695 and CYP1A1 rs1048943 are not scored (no supported rule).',
      geneticMarkers.gstm1.uncertain,
      geneticMarkers.gstt1.uncertain,
    ),
  },
  antioxidantActivity: {
    key: 'antioxidantActivity',
    form: 'long',
    genes: ['SOD2', 'GPX1'],
    markers: [geneticMarkers.sod2, geneticMarkers.gpx1],
    kind: 'antioxidantHomozygotes',
    rule: '+1 for SOD2 Val/Val (forward AA), +1 for GPX1 Leu/Leu (forward AA); heterozygotes add 0; maximum 2.',
    score: (counts) => ((counts[0] === 2 ? 1 : 0) + (counts[1] === 2 ? 1 : 0)) as ResultScore,
    references: ['forsberg2000'],
    uncertain: [
      '[U] Low evidence and inconsistent direction: in Danish nonagenarians the Ala (SOD2) and Leu (GPX1) alleles went with lower mortality.',
    ],
  },
  homocysteine: long('homocysteine', {
    genes: ['MTHFR'],
    markers: [geneticMarkers.mthfr677],
    ...additive('677T (forward A): CC -> 0, CT -> 1, TT -> 2'),
    references: ['frosst1995', 'hazra2009', 'hickey2013'],
    uncertain: ['ACMG advises against MTHFR testing for thrombophilia: texts stay nutritional.'],
  }),
  lactoseTolerance: long('lactoseTolerance', {
    genes: ['MCM6'],
    markers: [geneticMarkers.mcm6],
    ...recessive('C-13910 (forward G)', 'CC (forward GG)'),
    references: ['enattah2002', 'storhaug2017'],
    uncertain: [
      '[U] CT is scored 0 (persistence is dominant); an "intermediate" tier for CT is a product choice not taken.',
    ],
  }),
  celiacRisk: {
    key: 'celiacRisk',
    form: 'long',
    genes: ['HLA-DQA1', 'HLA-DQB1'],
    markers: [geneticMarkers.dq25, geneticMarkers.dq8],
    kind: 'hlaDqTags',
    rule: 'Any copy of the DQ2.5 tag (rs2187668 T) or the DQ8 tag (rs7454108 C) -> 2 (genetic predisposition); neither -> 0. Level 1 has an empty label in the spec and is not used.',
    score: (counts) => (counts[0]! >= 1 || counts[1]! >= 1 ? 2 : 0),
    references: ['monsuur2008', 'singh2018', 'murray2007'],
    uncertain: [
      '[U] DQ2.2 (rs2395182 + rs7775228 + rs4713586) and DQ7 (rs4639334) are not read: the fact sheet does not give their alleles. A DQ2.2-only carrier scores 0, so the score-0 text says the test does not cover every risk type.',
      'A positive result is common (DQ2 ~25-40% of people) and is not a diagnosis: the texts recommend a medical consultation, never a gluten-free diet without testing.',
    ],
  },
  caffeineSensitivity: long('caffeineSensitivity', {
    genes: ['CYP1A2'],
    markers: [geneticMarkers.cyp1a2],
    ...additive('C: AA -> 0 (fast), AC -> 1, CC -> 2 (slow)'),
    references: ['cornelis2006'],
    uncertain: [],
  }),
  saltSensitivity: long('saltSensitivity', {
    genes: ['ACE'],
    markers: [geneticMarkers.ace],
    ...additive('I: DD -> 0, DI -> 1, II -> 2'),
    references: ['poch2001', 'hiraga1996'],
    uncertain: notes(geneticMarkers.ace.uncertain),
  }),
  alcoholResponse: long('alcoholResponse', {
    genes: ['ADH1B'],
    markers: [geneticMarkers.adh1b],
    ...additive('His48 (forward T): CC -> 0, CT -> 1, TT -> 2'),
    references: ['bierut2012', 'holmes2014'],
    uncertain: ['[U] His48 is rare in Europeans (2-5%): most users will score 0.'],
  }),
  histamineSensitivity: {
    key: 'histamineSensitivity',
    form: 'long',
    genes: ['AOC1', 'HNMT'],
    markers: [
      geneticMarkers.aoc1Thr16Met,
      geneticMarkers.aoc1Ser332Phe,
      geneticMarkers.aoc1His645Asp,
      geneticMarkers.aoc1Promoter,
      geneticMarkers.hnmt,
    ],
    kind: 'histamineAlleleCount',
    rule: 'Risk alleles over the five markers: none -> 0; one or two, all heterozygous -> 1; any homozygous risk genotype or three or more risk alleles -> 2.',
    score: (counts) => {
      const total = counts.reduce<number>((sum, c) => sum + c, 0);
      if (total === 0) return 0;
      if (counts.some((c) => c === 2) || total >= 3) return 2;
      return 1;
    },
    references: ['comasBaste2020', 'sanchezPerez2021', 'duelo2024', 'hnmt2000'],
    uncertain: notes(
      '[U] No validated cut-off exists; this one is the fact sheet suggestion. Histamine intolerance is a contested diagnosis.',
      geneticMarkers.aoc1Thr16Met.uncertain,
      geneticMarkers.aoc1Ser332Phe.uncertain,
      geneticMarkers.aoc1Promoter.uncertain,
    ),
  },
  vitaminA: {
    key: 'vitaminA',
    form: 'long',
    genes: ['BCO1', 'RBP4', 'TTR'],
    markers: [geneticMarkers.bco1Arg267Ser, geneticMarkers.bco1Ala379Val],
    kind: 'bco1Conversion',
    rule: 'Low provitamin A conversion -> 2 (tendency to low levels): a copy of both BCO1 variants (267Ser + 379Val) or two copies of either; otherwise 0. Score 1 (high levels, RBP4/TTR) is not produced.',
    score: (counts) => {
      const [a, b] = [counts[0]!, counts[1]!];
      return (a >= 1 && b >= 1) || a === 2 || b === 2 ? 2 : 0;
    },
    references: ['ferrucci2009', 'mondul2011'],
    uncertain: notes(
      '[U] RBP4 rs10882272 and TTR rs1667255: effect alleles and directions not retrieved, so score 1 (high levels) is never given.',
      geneticMarkers.bco1Arg267Ser.uncertain,
      geneticMarkers.bco1Ala379Val.uncertain,
    ),
  },
  vitaminB12: long('vitaminB12', {
    genes: ['FUT2'],
    markers: [geneticMarkers.fut2],
    ...additive('G (secretor): AA -> 0, AG -> 1, GG -> 2'),
    references: ['hazra2008', 'tanaka2009Vitamins', 'surendran2018'],
    uncertain: [],
  }),
  vitaminB6: long('vitaminB6', {
    genes: ['ALPL', 'NBPF3'],
    markers: [geneticMarkers.alpl],
    ...additive('C: TT -> 0, TC -> 1, CC -> 2'),
    references: ['tanaka2009Vitamins', 'carter2015'],
    uncertain: notes(geneticMarkers.alpl.uncertain),
  }),
  vitaminDCalcium: long('vitaminDCalcium', {
    genes: ['GC', 'VDR', 'CASR'],
    markers: [geneticMarkers.gc],
    ...additive('G (forward): TT -> 0, TG -> 1, GG -> 2'),
    references: ['wang2010', 'tcgs2023', 'kapur2010'],
    uncertain: ['[U] VDR (rs2228570, rs1544410) and CASR rs1801725 are not scored: no validated rule.'],
  }),
  magnesiumRequirement: {
    key: 'magnesiumRequirement',
    form: 'long',
    genes: ['MUC1', 'ATP2B1', 'DCDC5', 'TRPM6', 'SHROOM3', 'MECOM', 'CNNM2'],
    markers: [],
    kind: 'noValidatedMarker',
    rule: 'No marker is read: the serum-magnesium GWAS lead SNPs and their directions were not retrieved, so the trait always reports SIN INFORMACIÓN.',
    score: () => null,
    references: ['meyer2010', 'aric2015'],
    uncertain: [
      '[U] Lead rsIDs and effect alleles for the magnesium loci were not retrieved; any rule would be invented.',
    ],
  },
  caffeineSport: long('caffeineSport', {
    genes: ['CYP1A2'],
    markers: [geneticMarkers.cyp1a2],
    ...additive('C: AA -> 0 (fast, caffeine helps), AC -> 1 (no effect), CC -> 2 (slow, can hinder)'),
    references: ['guest2018', 'guest2021', 'pickering2018'],
    uncertain: ['The spec says 3-9 mg/kg; current guidance (ISSN 2021) is 3-6 mg/kg. The texts give both.'],
  }),
  aerobicCapacity: long('aerobicCapacity', {
    genes: ['PPARGC1A'],
    markers: [geneticMarkers.ppargc1a],
    kind: 'dominant',
    rule: 'Doc 2 §4: CC (Gly/Gly) -> 0 (doc 2: CAPACIDAD SUPRANORMAL, shown as PERFIL DE RESISTENCIA); CT or TT -> 2 (PERFIL HABITUAL). Level 1 is not used.',
    score: (counts) => (first(counts) === 0 ? 0 : 2),
    references: ['ppargc1aMeta2025', 'gomezGallego2009', 'zmijewski2018'],
    uncertain: notes(
      geneticMarkers.ppargc1a.uncertain,
      '[U] The spec mapping "CC = supranormal" is inferred to be PPARGC1A; NOS3 is mentioned in the text but not scored.',
    ),
  }),
  muscleFibre: long('muscleFibre', {
    genes: ['ACTN3'],
    markers: [geneticMarkers.actn3],
    ...additive('T (577X): CC (RR) -> 0 fast fibres, CT (RX) -> 1 mixed, TT (XX) -> 2 slow fibres'),
    references: ['yang2003', 'fiuzaLuces2011'],
    uncertain: [],
  }),
};

const short = (key: ShortFormTraitKey, sameRuleAs: LongFormTraitKey): TraitRule => {
  const { form: _form, key: _key, ...rest } = longRules[sameRuleAs];
  return { ...rest, key, form: 'short', sameRuleAs };
};

const ownShort = (key: ShortFormTraitKey, parts: Omit<TraitRule, 'key' | 'form'>): TraitRule => ({
  key,
  form: 'short',
  ...parts,
});

const shortRules: Record<ShortFormTraitKey, TraitRule> = {
  calcium: short('calcium', 'vitaminDCalcium'),
  iron: ownShort('iron', {
    genes: ['TMPRSS6'],
    markers: [geneticMarkers.tmprss6],
    ...additive('Val736 (forward A): GG -> 0, GA -> 1, AA -> 2 (tendency to lower iron stores)'),
    references: ['gichohiWainaina2015', 'benyamin2014'],
    uncertain: [
      'HFE C282Y/H63D (iron overload) is not read: it is a medical finding, and a high score here must never encourage iron supplements.',
    ],
  }),
  sodium: short('sodium', 'saltSensitivity'),
  provitaminA: short('provitaminA', 'vitaminA'),
  folate: ownShort('folate', {
    genes: ['MTHFR'],
    markers: [geneticMarkers.mthfr677, geneticMarkers.mthfr1298],
    kind: 'mthfrFolate',
    rule: '677TT -> 2; 677CT or 1298CC -> 1; otherwise 0.',
    score: (counts) => {
      if (counts[0] === 2) return 2;
      if (counts[0] === 1 || counts[1] === 2) return 1;
      return 0;
    },
    references: ['frosst1995', 'hickey2013', 'hazra2009'],
    uncertain: notes(geneticMarkers.mthfr1298.uncertain),
  }),
  vitaminC: ownShort('vitaminC', {
    genes: ['SLC23A1', 'GSTT1'],
    markers: [geneticMarkers.slc23a1, geneticMarkers.gstt1],
    kind: 'vitaminCTransporterGst',
    rule: 'SLC23A1 rs33972313 homozygote, or carrier + GSTT1 null -> 2; carrier or GSTT1 null -> 1; otherwise 0.',
    score: (counts) => {
      const carrier = counts[0]!;
      const gsttNull = counts[1] === 2;
      if (carrier === 2 || (carrier === 1 && gsttNull)) return 2;
      if (carrier === 1 || gsttNull) return 1;
      return 0;
    },
    references: ['timpson2010', 'cahill2009'],
    uncertain: notes(geneticMarkers.slc23a1.uncertain, geneticMarkers.gstt1.uncertain),
  }),
  vitaminD: short('vitaminD', 'vitaminDCalcium'),
  lactose: short('lactose', 'lactoseTolerance'),
  gluten: short('gluten', 'celiacRisk'),
  lipids: short('lipids', 'ldlCholesterol'),
  carbohydrates: short('carbohydrates', 'glucoseSensitivity'),
  ethanol: short('ethanol', 'alcoholResponse'),
  caffeine: short('caffeine', 'caffeineSensitivity'),
  appetite: short('appetite', 'satiety'),
  exercise: short('exercise', 'aerobicCapacity'),
};

/** Every trait's rule, keyed by trait. */
export const traitRules: Record<TraitKey, TraitRule> = { ...longRules, ...shortRules };

/** Every combination of effect-allele counts for `n` markers. */
export function allCountCombinations(n: number): EffectCount[][] {
  let combos: EffectCount[][] = [[]];
  for (let i = 0; i < n; i++) combos = combos.flatMap((c) => ([0, 1, 2] as const).map((v) => [...c, v]));
  return combos;
}

/** The scores a rule can give, worked out from the rule itself (e.g. [0, 2] where level 1 is unused). */
export function ruleLevels(key: TraitKey): ResultScore[] {
  const rule = traitRules[key];
  const seen = new Set<ResultScore>();
  for (const counts of allCountCombinations(rule.markers.length)) {
    const score = rule.score(counts);
    if (score !== null) seen.add(score);
  }
  return ([0, 1, 2] as const).filter((s) => seen.has(s));
}

/** Every rsID the engine reads, once, in table order (what a laboratory file should contain). */
export const markerRsids: readonly string[] = [
  ...new Set(traitKeys.flatMap((key) => traitRules[key].markers.map((m) => m.rsid))),
];
