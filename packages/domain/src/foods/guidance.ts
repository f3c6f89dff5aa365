import type { FoodEntry, FoodNutrients } from './types';

/**
 * The general guidance every rating starts from (issue 37): what published advice says about a
 * food for everyone, before any genetic result. Sources (docs/decisions/040-general-guidance-baseline.md):
 *
 * - Guía Alimentaria para la Población Uruguaya (Ministerio de Salud Pública, 2016): the food's
 *   hand-set `guideline` (prefer / neutral / limit).
 * - Uruguay's front-of-package warning criteria: Decreto 272/018, annex as replaced by Decreto
 *   246/020 and amended by Decreto 34/021 (in force from 1 February 2021). Per 100 g of a solid:
 *   sodium 500 mg, sugars 13 g (lactose and the sugars of fruit and vegetables excepted), total fat
 *   13 g, saturated fat 6 g; per 100 ml of a drink (unchanged by 34/021): sodium 200 mg, sugars 5 g
 *   (drinks without non-nutritive sweeteners), total fat 4 g, saturated fat 3 g. A food passing one
 *   has an "excess". The decree applies to foods to which sodium, sugars or fats were added; fats of
 *   nuts and seeds are excepted.
 * - WHO: saturated fat under 10 % of energy (WHO 2023 guideline on saturated fatty acid and
 *   trans-fatty acid intake), 22 g at 2,000 kcal; processed meat is carcinogenic to humans (IARC
 *   Monographs vol. 114, 2018; WHO Q&A 2015).
 * - Tolerable upper intake levels (`upperIntakeLevels`, each with its source).
 */

/** Uruguay's warning criteria (Decreto 272/018 as amended by 246/020 and 34/021), per 100 g or 100 ml. */
export const warningCriteria = {
  solid: { sodium: 500, sugars: 13, fat: 13, saturatedFat: 6 },
  liquid: { sodium: 200, sugars: 5, fat: 4, saturatedFat: 3 },
} as const;
export type WarningNutrient = keyof (typeof warningCriteria)['solid'];
export const warningNutrients: readonly WarningNutrient[] = ['sodium', 'sugars', 'fat', 'saturatedFat'];

/** Saturated fat of reference for a day: WHO's 10 % of 2,000 kcal (≈ 22 g). */
export const SATURATED_FAT_PER_DAY = 22;

/**
 * Tolerable upper intake levels for adults, per day, in the unit of `FoodNutrients`. A usual
 * portion that passes one makes the food at least 'Limitado' for everyone; one with half of it or
 * more is never 'Sugerido con preferencia' (two Brazil nuts bring ≈ 75 % of selenium's level).
 */
export const upperIntakeLevels = {
  // µg preformed retinol: IOM, Dietary Reference Intakes 2001; EFSA SCF 2002/2006 (same value)
  retinol: 3000,
  // µg: EFSA NDA Panel 2012 (EFSA J 10(7):2813); IOM 2011
  vitaminD: 100,
  // µg: EFSA NDA Panel 2023 (EFSA J 21(1):7704)
  selenium: 255,
  // mg: EFSA NDA Panel 2023 (EFSA J 21(5):8006)
  vitaminB6: 12,
  // mg: IOM, Dietary Reference Intakes 2001
  iron: 45,
  // mg: EFSA NDA Panel 2012 (EFSA J 10(7):2814); IOM 2011
  calcium: 2500,
} as const satisfies Partial<Record<keyof FoodNutrients, number>>;
export type UpperLimitNutrient = keyof typeof upperIntakeLevels;

/** Grams (or ml) of the food's usual portion × an amount per 100. */
export function perPortion(food: FoodEntry, per100: number): number {
  return (per100 * food.portion.grams) / 100;
}

/** The nutrients whose amount in the food's usual portion passes their tolerable upper intake level. */
export function nutrientsOverUpperLimit(food: FoodEntry): UpperLimitNutrient[] {
  return (Object.keys(upperIntakeLevels) as UpperLimitNutrient[]).filter(
    (key) => perPortion(food, food.nutrients[key]) > upperIntakeLevels[key],
  );
}

/** The nutrients of which the usual portion brings at least half of the upper level, but not more than all of it. */
export function nutrientsNearUpperLimit(food: FoodEntry): UpperLimitNutrient[] {
  return (Object.keys(upperIntakeLevels) as UpperLimitNutrient[]).filter((key) => {
    const amount = perPortion(food, food.nutrients[key]);
    return amount >= upperIntakeLevels[key] / 2 && amount <= upperIntakeLevels[key];
  });
}

/**
 * Foods nothing was added to, which the warning criteria leave out: what the guideline asks to
 * prefer (fruit, vegetables, legumes, whole grains, unsalted nuts, fresh fish, water), eggs, fresh
 * meat and poultry, fresh fish and seafood, and infusions. Canned fish (histamine-tagged) and every
 * prepared or packaged food are judged.
 */
export function warningCriteriaApply(food: FoodEntry): boolean {
  if (food.guideline === 'prefer') return false;
  // Unsaturated cooking oils: the Guía's culinary ingredient, used by the spoon; judged by their fat
  // quality and portion instead (decision 040).
  const { fat, saturatedFat } = food.nutrients;
  if (fat >= 90 && saturatedFat < 0.25 * fat) return false;
  if ([3, 4, 5, 6, 18].includes(food.categoryId)) return false;
  if (food.categoryId === 7 && !food.histamine) return false;
  return true;
}

/** Sugars per 100 g that the warning criteria count: lactose and intrinsic fruit or milk sugars excepted. */
export function warningSugars(food: FoodEntry): number {
  if (food.sugarsFrom) return 0;
  return Math.max(0, food.nutrients.sugars - food.lactose);
}

/** Free sugars per 100 g (WHO 2015): none in the foods the guideline prefers or in milk's own sugars. */
export function freeSugars(food: FoodEntry): number {
  if (food.guideline === 'prefer' || food.sugarsFrom === 'milk') return 0;
  return Math.max(0, food.nutrients.sugars - food.lactose);
}

/** The warning criteria the food exceeds (none for a food nothing was added to). */
export function warningExcesses(food: FoodEntry): WarningNutrient[] {
  if (!warningCriteriaApply(food)) return [];
  const limits = food.liquid ? warningCriteria.liquid : warningCriteria.solid;
  const n = food.nutrients;
  // Fats of nuts and seeds are excepted (Decreto 246/020, annex).
  const fatsCount = food.categoryId !== 14;
  const amounts: Record<WarningNutrient, number> = {
    sodium: n.sodium,
    sugars: warningSugars(food),
    fat: fatsCount ? n.fat : 0,
    saturatedFat: fatsCount ? n.saturatedFat : 0,
  };
  return warningNutrients.filter((key) => amounts[key] > limits[key]);
}

/** Saturated fat in the usual portion as a share of the day's reference (22 g). */
export function portionSaturatedFatShare(food: FoodEntry): number {
  return perPortion(food, food.nutrients.saturatedFat) / SATURATED_FAT_PER_DAY;
}

/** One fact of the general guidance and the rating it asks for at least, for everyone. */
export type GuidanceFact =
  | { kind: 'guideline'; effect: 'limit' | 'prefer' }
  | { kind: 'warning'; nutrient: WarningNutrient }
  | { kind: 'processedMeat' }
  | { kind: 'portionSaturatedFat'; share: number }
  | { kind: 'upperLimit'; nutrient: UpperLimitNutrient }
  | { kind: 'nearUpperLimit'; nutrient: UpperLimitNutrient };

export interface GeneralGuidance {
  /** 0 Sugerido con preferencia … 2 Limitado: the rating for a person whose genetics change nothing. */
  baseline: 0 | 1 | 2;
  /** The lowest rating genetics may bring the food to: 2 past an upper intake level, 1 when never preferred, else 0. */
  floor: 0 | 1 | 2;
  /** Never 'Sugerido con preferencia', whatever the genotype (a warning excess, a guideline limit, processed meat, > 1/3 of the day's saturated fat in a portion, ≥ half an upper level). */
  neverPreferred: boolean;
  /**
   * What the food brings besides never lowers its rating (issue 37): the fibre of fries or the
   * calcium of a processed cheese does not make a food the guidance limits more advisable.
   */
  noGeneticBonus: boolean;
  /** The facts, the one that set the baseline first. */
  facts: GuidanceFact[];
}

/**
 * The general guidance for one food: the guideline's base (prefer 0, neutral 1, limit 2), raised by
 * the facts that hold for everyone:
 * - a warning-criteria excess: at least 1, never preferred;
 * - processed meat: at least 2 (WHO/IARC), never preferred;
 * - saturated fat in the usual portion over a third of the day's reference: at least 1, never
 *   preferred; over two thirds: at least 2 (a whole meal's share is a third);
 * - a portion over an upper intake level: at least 2; at least half of one: at least 1, never preferred.
 */
export function generalGuidance(food: FoodEntry): GeneralGuidance {
  const candidates: { fact: GuidanceFact; floor: 0 | 1 | 2 }[] = [];
  const guidelineFloor = food.guideline === 'limit' ? 2 : food.guideline === 'prefer' ? 0 : 1;
  if (food.guideline !== 'neutral') {
    candidates.push({ fact: { kind: 'guideline', effect: food.guideline }, floor: guidelineFloor });
  }
  for (const nutrient of nutrientsOverUpperLimit(food))
    candidates.push({ fact: { kind: 'upperLimit', nutrient }, floor: 2 });
  if (food.processedMeat) candidates.push({ fact: { kind: 'processedMeat' }, floor: 2 });
  const share = portionSaturatedFatShare(food);
  if (share > 1 / 3) candidates.push({ fact: { kind: 'portionSaturatedFat', share }, floor: share > 2 / 3 ? 2 : 1 });
  for (const nutrient of warningExcesses(food)) candidates.push({ fact: { kind: 'warning', nutrient }, floor: 1 });
  for (const nutrient of nutrientsNearUpperLimit(food)) {
    candidates.push({ fact: { kind: 'nearUpperLimit', nutrient }, floor: 1 });
  }
  const raising = candidates.filter((c) => !(c.fact.kind === 'guideline' && c.fact.effect === 'prefer'));
  const raised = Math.max(guidelineFloor, ...raising.map((c) => c.floor)) as 0 | 1 | 2;
  // The fact that set the baseline first (stable order among equals: the list order above).
  const facts = candidates
    .map((c, index) => ({ ...c, index }))
    .filter((c) => !(c.fact.kind === 'guideline' && c.fact.effect === 'prefer' && raised > 0))
    .sort((a, b) => b.floor - a.floor || a.index - b.index)
    .map((c) => c.fact);
  const neverPreferred = raising.length > 0;
  const overUpperLimit = candidates.some((c) => c.fact.kind === 'upperLimit');
  return {
    baseline: raised,
    floor: overUpperLimit ? 2 : neverPreferred ? 1 : 0,
    neverPreferred,
    noGeneticBonus: food.guideline === 'limit' || food.processedMeat === true || warningExcesses(food).length > 0,
    facts,
  };
}
