/**
 * How firm the evidence behind each trait is, and what it may do to the food ratings (issue 37).
 * The grades sum up the fact sheet's notes and each rule's `uncertain` list:
 *
 * - strong: replicated genome-wide or meta-analytic association with the nutrient or outcome;
 * - moderate: replicated association, diet interaction shown in few or small studies;
 * - limited: a single study, or the allele's direction not verified;
 * - inconsistent: studies disagree on the direction of the effect;
 * - contested: the marker's meaning or the condition itself is disputed.
 *
 * Only strong, moderate or limited evidence with `foods: 'moves'` may move a food, and every trait
 * that moves one is shown to the person, with its caveats (a test checks both). A marker whose
 * direction is inconsistent or contested informs only. A predisposition that only a diagnosis turns
 * into a restriction (celiac HLA, histamine) adds a note to the foods it concerns and moves none
 * until the person declares the diagnosis in the Formulario ADN (`foods: 'notes'`).
 */
import { type LongFormTraitKey, type ShortFormTraitKey, type TraitKey, traitRules } from './trait-rules';

export type EvidenceGrade = 'strong' | 'moderate' | 'limited' | 'inconsistent' | 'contested';
/** What a trait may do to food ratings: move them, add a note only, or nothing. */
export type FoodUse = 'moves' | 'notes' | 'none';

export interface TraitEvidence {
  grade: EvidenceGrade;
  foods: FoodUse;
  /** Why, for the reviewer (English). */
  why: string;
}

type OwnRuleKey = LongFormTraitKey | Extract<ShortFormTraitKey, 'iron' | 'folate' | 'vitaminC'>;

const evidence: Record<OwnRuleKey, TraitEvidence> = {
  saturatedFatWeight: {
    grade: 'moderate',
    foods: 'moves',
    why: 'APOA2 x saturated fat interaction replicated in three US and Mediterranean/Asian populations (Corella 2009, 2011).',
  },
  satiety: {
    grade: 'strong',
    foods: 'moves',
    why: 'FTO: GWAS-replicated BMI locus; satiety responsiveness in children.',
  },
  glucoseSensitivity: {
    grade: 'strong',
    foods: 'moves',
    why: 'TCF7L2: the strongest common type 2 diabetes locus (OR ~1.4 per allele).',
  },
  ldlCholesterol: { grade: 'strong', foods: 'moves', why: 'APOE: meta-analysis of 82 studies; diet response trials.' },
  omega3Need: { grade: 'strong', foods: 'moves', why: 'FADS1: top GWAS hit for plasma PUFA.' },
  hepaticDetox: {
    grade: 'limited',
    foods: 'moves',
    why: 'GSTM1/GSTT1 null: small feeding trial (crucifers) and observational data; only preferable foods move.',
  },
  antioxidantActivity: {
    grade: 'inconsistent',
    foods: 'none',
    why: 'SOD2/GPX1: direction inconsistent (Danish nonagenarians: the "risk" alleles went with lower mortality).',
  },
  homocysteine: {
    grade: 'moderate',
    foods: 'moves',
    why: 'MTHFR 677T: top homocysteine GWAS locus; matters with low folate.',
  },
  lactoseTolerance: {
    grade: 'strong',
    foods: 'moves',
    why: 'MCM6 -13910: causal lactase-persistence variant in Europeans.',
  },
  celiacRisk: {
    grade: 'strong',
    foods: 'notes',
    why: 'HLA-DQ2.5/DQ8 are necessary but common (25-40 %): a predisposition, not a diagnosis; only a declared diagnosis restricts gluten.',
  },
  caffeineSensitivity: {
    grade: 'moderate',
    foods: 'moves',
    why: 'CYP1A2 -163A>C: slower clearance; the myocardial infarction interaction is one case-control study (Cornelis 2006). Only CC moves caffeine.',
  },
  saltSensitivity: {
    grade: 'contested',
    foods: 'none',
    why: 'ACE I/D: small, conflicting literature; many panels use the opposite risk allele.',
  },
  alcoholResponse: {
    grade: 'strong',
    foods: 'moves',
    why: 'ADH1B His48: replicated in large cohorts (Bierut 2012, Holmes 2014).',
  },
  histamineSensitivity: {
    grade: 'contested',
    foods: 'notes',
    why: 'AOC1/HNMT: no validated cut-off; histamine intolerance is a contested diagnosis. Only declared symptoms or a diagnosis restrict.',
  },
  vitaminA: {
    grade: 'moderate',
    foods: 'moves',
    why: 'BCO1 R267S/A379V: reduced beta-carotene conversion in functional studies.',
  },
  vitaminB12: { grade: 'strong', foods: 'moves', why: 'FUT2: strongest common plasma B12 locus (GWAS).' },
  vitaminB6: {
    grade: 'limited',
    foods: 'none',
    why: 'ALPL rs4654748: GWAS locus, but the direction of the B6-lowering allele was not verified.',
  },
  vitaminDCalcium: { grade: 'strong', foods: 'moves', why: 'GC rs2282679: top 25(OH)D GWAS locus (Wang 2010).' },
  magnesiumRequirement: { grade: 'limited', foods: 'none', why: 'No marker is read.' },
  caffeineSport: {
    grade: 'moderate',
    foods: 'none',
    why: 'CYP1A2 and caffeine before exercise: one trial in 101 athletes (Guest 2018); dose advice, not food advice.',
  },
  aerobicCapacity: { grade: 'limited', foods: 'none', why: 'PPARGC1A Gly482Ser: small OR in Caucasian athletes only.' },
  muscleFibre: { grade: 'moderate', foods: 'none', why: 'ACTN3 R577X: replicated in power athletes; no food advice.' },
  iron: {
    grade: 'strong',
    foods: 'moves',
    why: 'TMPRSS6 A736V: lower haemoglobin and ferritin in every ancestry (GWAS).',
  },
  folate: {
    grade: 'moderate',
    foods: 'none',
    why: 'MTHFR again: the folate-rich foods already move through homocysteine (677T); not counted twice.',
  },
  vitaminC: {
    grade: 'moderate',
    foods: 'moves',
    why: 'SLC23A1 V264M (-6 umol/L per allele, n=15,087) and GSTT1 null with low intake.',
  },
};

/** The evidence of a trait: a short form that reads the same markers as a long form shares its grade. */
export function traitEvidence(key: TraitKey): TraitEvidence {
  const rule = traitRules[key];
  return evidence[(rule.sameRuleAs ?? key) as OwnRuleKey];
}

/** Spanish names of the grades, as the results show them. */
export const evidenceGradeLabels: Record<EvidenceGrade, string> = {
  strong: 'Evidencia sólida',
  moderate: 'Evidencia moderada',
  limited: 'Evidencia limitada',
  inconsistent: 'Evidencia inconsistente',
  contested: 'Evidencia discutida',
};

/** What the grade means for the person's food list, in Spanish. */
export const foodUseTexts: Record<FoodUse, string> = {
  moves:
    'Este resultado ajusta tus recomendaciones de alimentos, como mucho un nivel respecto de la recomendación general.',
  notes:
    'Este resultado no cambia por sí solo tus recomendaciones de alimentos: solo agrega una nota. Si un médico te confirmó la condición, indicalo en tu Formulario ADN.',
  none: 'Este resultado es informativo: no cambia tus recomendaciones de alimentos.',
};
