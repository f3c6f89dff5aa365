/**
 * The advice review of issues 18 and 37: eleven reference persons and the rating the engine must give
 * 35 named foods for each, with its main reason. docs/advice-review.md is generated from this module
 * (`npx tsx scripts/advice-review.ts --write`) and advice-review.test.ts checks both the engine and
 * the document against `expectedRatings`, so the three never drift apart.
 *
 * Not exported from the package: only the test and the script read it.
 */
import {
  type DeclaredIntolerance,
  type FoodEntry,
  type FoodScore,
  foodFrequencyLabel,
  foodReasonText,
  type ResultScore,
  rateFood,
  rateFoods,
  type TraitKey,
  type TraitScores,
  traitKeys,
  traitRules,
} from '@nutritest/domain';
import { traitCatalogue } from '../traits';
import { foodCategories, foods } from './catalogue';

export interface ReferencePerson {
  id: string;
  /** Who they are, in Spanish, as the document shows it. */
  title: string;
  /** The genotype, as the laboratory reads it (forward strand). */
  genotype: string;
  /** The traits that genotype sets; every other trait is at 0. */
  traits: Partial<Record<TraitKey, ResultScore>>;
  /** What the person declared in the Formulario ADN. */
  declared: readonly DeclaredIntolerance[];
}

export const referencePersons: readonly ReferencePerson[] = [
  {
    id: 'apoe-e4e4',
    title: 'APOE ε4/ε4',
    genotype: 'rs429358 CC + rs7412 CC (ε4/ε4)',
    traits: { ldlCholesterol: 2 },
    declared: [],
  },
  {
    id: 'lct-gg-declarada',
    title: 'LCT GG con intolerancia a la lactosa declarada',
    genotype: 'rs4988235 GG (no persistencia de la lactasa) + «Intolerante a la lactosa» en el Formulario ADN',
    traits: { lactoseTolerance: 2 },
    declared: ['lactose'],
  },
  {
    id: 'cyp1a2-lento',
    title: 'CYP1A2 metabolizador lento',
    genotype: 'rs762551 CC',
    traits: { caffeineSensitivity: 2, caffeineSport: 2 },
    declared: [],
  },
  {
    id: 'histamina-alta',
    title: 'Histamina alta, sin síntomas declarados',
    genotype: 'AOC1 rs10156191 TT (Thr16Met homocigota), sin síntomas declarados',
    traits: { histamineSensitivity: 2 },
    declared: [],
  },
  {
    id: 'hla-dq25',
    title: 'Portador de HLA-DQ2.5',
    genotype: 'rs2187668 CT (un alelo DQ2.5), sin diagnóstico de celiaquía',
    traits: { celiacRisk: 2 },
    declared: [],
  },
  {
    id: 'todo-cero',
    title: 'Todos los resultados en 0',
    genotype: 'Ningún alelo de efecto en los marcadores leídos',
    traits: {},
    declared: [],
  },
  // Issue 37: the common heterozygous results (about half of people each), TCF7L2 carriers and pregnancy.
  {
    id: 'heterocigota-comun',
    title: 'Heterocigota en los resultados frecuentes',
    genotype:
      'FUT2 rs601338 AG, TMPRSS6 rs855791 GA, ALPL rs4654748 TC, MTHFR rs1801133 GA (677CT), FTO rs9939609 TA, CYP1A2 rs762551 AC, GC rs2282679 TG, SOD2 + GPX1 homocigotas',
    traits: {
      vitaminB12: 1,
      iron: 1,
      vitaminB6: 1,
      homocysteine: 1,
      folate: 1,
      satiety: 1,
      caffeineSensitivity: 1,
      caffeineSport: 1,
      vitaminDCalcium: 1,
      antioxidantActivity: 2,
    },
    declared: [],
  },
  {
    id: 'tcf7l2-ct',
    title: 'TCF7L2 CT (una copia)',
    genotype: 'rs7903146 CT',
    traits: { glucoseSensitivity: 1 },
    declared: [],
  },
  {
    id: 'tcf7l2-tt',
    title: 'TCF7L2 TT y FTO AA',
    genotype: 'rs7903146 TT + rs9939609 AA',
    traits: { glucoseSensitivity: 2, satiety: 2 },
    declared: [],
  },
  {
    id: 'embarazada',
    title: 'Embarazada, APOE ε3/ε4 y FADS1 GT',
    genotype: 'rs429358 TC + rs7412 CC (ε3/ε4), rs174537 GT + «Embarazo» en el Formulario ADN',
    traits: { ldlCholesterol: 1, omega3Need: 1 },
    declared: ['pregnancy'],
  },
  {
    id: 'celiaca-diagnosticada',
    title: 'HLA-DQ2.5 con celiaquía diagnosticada',
    genotype: 'rs2187668 CT + «Enfermedad celíaca diagnosticada por un médico» en el Formulario ADN',
    traits: { celiacRisk: 2 },
    declared: ['celiac'],
  },
];

/**
 * A person's scores: every trait at 0, then the genotype's traits, and the short-form traits that
 * read the same markers as one of them (Lípidos with LDL, Lactosa with Tolerancia a la lactosa).
 */
export function referenceScores(person: ReferencePerson): TraitScores {
  const scores: TraitScores = Object.fromEntries(traitKeys.map((key) => [key, 0]));
  for (const [key, score] of Object.entries(person.traits) as [TraitKey, ResultScore][]) {
    scores[key] = score;
    for (const other of traitKeys) if (traitRules[other].sameRuleAs === key) scores[other] = score;
  }
  return scores;
}

/** The 35 foods of the review: issue 18's 25 (oils, dairy, caffeinated drinks, liver, fish, bread, eggs, meat, cheeses, legumes) and issue 37's 10 (fatty portions, ultra-processed, white rice, Brazil nuts, histamine-rich foods, processed meat, wine). */
export const reviewFoodNames = [
  'Aceite de oliva',
  'Aceite de canola',
  'Aceite de girasol',
  'Manteca',
  'Leche entera',
  'Leche sin lactosa',
  'Yogur entero',
  'Kéfir',
  'Café',
  'Café expreso',
  'Mate',
  'Té negro',
  'Hígado vacuno',
  'Hígado de pollo',
  'Salmón',
  'Merluza',
  'Pan flauta',
  'Pan integral',
  'Huevo',
  'Nalga',
  'Queso colonia',
  'Queso muzzarella',
  'Queso magro',
  'Lentejas',
  'Garbanzos',
  'Asado de tira',
  'Provoleta',
  'Churros',
  'Papas fritas',
  'Arroz blanco',
  'Nueces de Brasil',
  'Tomate',
  'Atún en lata al natural',
  'Salame',
  'Vino tinto',
] as const;
export type ReviewFood = (typeof reviewFoodNames)[number];

/**
 * The reviewed expectation, person by person, in the order of `reviewFoodNames`:
 * 0 Sugerido con preferencia, 1 Sugerido, 2 Limitado, 3 No sugerido.
 */
export const expectedRatings: Record<string, readonly FoodScore[]> = {
  // issue 18's 25 foods, then issue 37's 10: asado de tira, provoleta, churros, papas fritas, arroz
  // blanco, nueces de Brasil, tomate, atún en lata al natural, salame, vino tinto
  'apoe-e4e4': [
    1, 1, 1, 3, 2, 2, 2, 1, 1, 1, 1, 1, 3, 3, 0, 0, 1, 0, 2, 1, 2, 2, 1, 0, 0, 3, 3, 2, 2, 1, 1, 0, 1, 3, 2,
  ],
  'lct-gg-declarada': [
    1, 1, 1, 2, 2, 0, 0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 2,
  ],
  'cyp1a2-lento': [
    1, 1, 1, 2, 1, 1, 1, 1, 2, 2, 2, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 2,
  ],
  'histamina-alta': [
    1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 2,
  ],
  'hla-dq25': [1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 2],
  'todo-cero': [
    1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 2,
  ],
  'heterocigota-comun': [
    1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 2,
  ],
  'tcf7l2-ct': [
    1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 2, 1, 0, 1, 2, 2,
  ],
  'tcf7l2-tt': [
    1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 0, 1, 0, 1, 1, 1, 0, 0, 3, 3, 2, 3, 2, 1, 0, 0, 2, 3,
  ],
  embarazada: [1, 1, 1, 2, 1, 1, 1, 1, 2, 2, 2, 1, 3, 3, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 1, 1, 0, 1, 2, 3],
  'celiaca-diagnosticada': [
    1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 3, 3, 1, 1, 1, 1, 1, 0, 0, 2, 2, 3, 2, 1, 1, 0, 1, 2, 2,
  ],
};

const byName = new Map(foods.map((food) => [food.name, food]));

export function reviewFood(name: string): FoodEntry {
  const food = byName.get(name);
  if (!food) throw new Error(`no food named ${name}`);
  return food;
}

const traitName = (key: TraitKey) => traitCatalogue[key]?.label ?? key;

/** One cell of the review as the engine answers it: the rating and its main reason in Spanish. */
export function reviewCell(person: ReferencePerson, name: string): { score: FoodScore; reason: string } {
  const scores = referenceScores(person);
  const rated = rateFoods([reviewFood(name)], foodCategories, scores, traitName, person.declared);
  const food = rated.foods[0]!;
  const main = food.reasons[0];
  return {
    score: food.score,
    reason: main ? foodReasonText(main, rated.traits) : 'Ningún resultado cambia la recomendación general.',
  };
}

/** How many foods of the whole catalogue each rating holds for a person (0–3). */
export function ratingCounts(person: ReferencePerson): Record<FoodScore, number> {
  const scores = referenceScores(person);
  const counts: Record<FoodScore, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const food of foods) counts[rateFood(food, scores, person.declared).score]++;
  return counts;
}

const escapePipes = (text: string) => text.replaceAll('|', '\\|');

/** The generated part of docs/advice-review.md: one table per person. */
export function reviewMarkdown(): string {
  const parts: string[] = [];
  for (const person of referencePersons) {
    const counts = ratingCounts(person);
    parts.push(`### ${person.title}`, '');
    parts.push(`Genotipo: ${person.genotype}.`, '');
    parts.push(
      `Catálogo completo (${foods.length} alimentos): ${([0, 1, 2, 3] as const)
        .map((score) => `${foodFrequencyLabel(score)} ${counts[score]}`)
        .join(' · ')}.`,
      '',
    );
    parts.push('| Alimento | Porción | Calificación | Motivo principal |', '| --- | --- | --- | --- |');
    for (const name of reviewFoodNames) {
      const { score, reason } = reviewCell(person, name);
      parts.push(
        `| ${name} | ${escapePipes(reviewFood(name).portion.label)} | ${foodFrequencyLabel(score)} | ${escapePipes(reason)} |`,
      );
    }
    parts.push('');
  }
  return parts.join('\n');
}

export const REVIEW_BEGIN = '<!-- advice-review:begin (generated by scripts/advice-review.ts) -->';
export const REVIEW_END = '<!-- advice-review:end -->';
