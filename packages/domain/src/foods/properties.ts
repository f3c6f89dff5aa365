import { freeSugars, perPortion } from './guidance';
import type { FoodEntry } from './types';

/**
 * Food properties and their level: 0 none, 0.5 moderate, 1 high, 1.5 very high (fact sheet §3).
 * Every amount is judged per usual portion (issue 37: sodium too), in bands (moderate, high, very
 * high) so that no single gram flips a food, and a property needs a minimum meaningful amount per
 * portion (protein ≥ 5 g, fibre ≥ 2.5 g, calcium ≥ 100 mg): coffee and lettuce do not "bring
 * protein". Fat quality counts as a share of the food's energy.
 */
export const limitProperties = [
  'saturatedFat',
  'cholesterol',
  'sugars',
  'energyDensity',
  'lactose',
  'gluten',
  'caffeine',
  'sodium',
  'alcohol',
  'histamine',
  'refinedCarbs',
] as const;
export const preferProperties = [
  'epaDha',
  'fibre',
  'lowEnergyDensity',
  'protein',
  'potassium',
  'folate',
  'vitaminB12',
  'vitaminB6',
  'retinol',
  'betaCarotene',
  'vitaminD',
  'calcium',
  'nonDairyCalcium',
  'magnesium',
  'iron',
  'vitaminC',
  'cruciferous',
  'selenium',
] as const;
export type LimitProperty = (typeof limitProperties)[number];
export type PreferProperty = (typeof preferProperties)[number];
export type FoodProperty = LimitProperty | PreferProperty;
export type PropertyLevel = 0 | 0.5 | 1 | 1.5;

/** How each property is named in the food's "¿Por qué?" (Spanish, lower case to sit inside a sentence). */
export const foodPropertyLabels: Record<FoodProperty | 'guideline', string> = {
  saturatedFat: 'grasas saturadas',
  cholesterol: 'colesterol',
  sugars: 'azúcares',
  energyDensity: 'muchas calorías por porción',
  lactose: 'lactosa',
  gluten: 'gluten',
  caffeine: 'cafeína',
  sodium: 'sodio (sal)',
  alcohol: 'alcohol',
  histamine: 'histamina (alimento fermentado, curado o añejado)',
  refinedCarbs: 'muchos hidratos de carbono refinados por porción',
  epaDha: 'omega 3 (EPA y DHA)',
  fibre: 'fibra',
  lowEnergyDensity: 'pocas calorías por porción',
  protein: 'proteínas',
  potassium: 'potasio',
  folate: 'folato',
  vitaminB12: 'vitamina B12',
  vitaminB6: 'vitamina B6',
  retinol: 'vitamina A preformada',
  betaCarotene: 'betacaroteno',
  vitaminD: 'vitamina D',
  calcium: 'calcio',
  nonDairyCalcium: 'calcio con poca o ninguna lactosa',
  magnesium: 'magnesio',
  iron: 'hierro',
  vitaminC: 'vitamina C',
  cruciferous: 'compuestos de las crucíferas',
  selenium: 'selenio',
  guideline: 'la Guía Alimentaria para la Población Uruguaya',
};

/** Level by ascending thresholds: [moderate, high, very high]; a value above a threshold reaches its level. */
function byThresholds(value: number, [moderate, high, veryHigh]: readonly [number, number, number]): PropertyLevel {
  if (value > veryHigh) return 1.5;
  if (value > high) return 1;
  if (value > moderate) return 0.5;
  return 0;
}

/** Like byThresholds, but a value at the threshold already counts ("≥ 60 µg per serving"). */
function atLeast(value: number, [moderate, high, veryHigh]: readonly [number, number, number]): PropertyLevel {
  if (value >= veryHigh) return 1.5;
  if (value >= high) return 1;
  if (value >= moderate) return 0.5;
  return 0;
}

const NEVER = Number.POSITIVE_INFINITY;

/**
 * A food whose fat is mostly unsaturated: a cooking oil (at least 90 g of fat per 100 g) with less
 * than a quarter of it saturated (olive, canola, sunflower, corn ≈ 7–14 %; butter ≈ 63 %, beef
 * tallow ≈ 50 %). Whatever the genotype, such an oil is at worst 'Limitado' (portion control).
 */
export function isUnsaturatedOil(food: FoodEntry): boolean {
  const { fat, saturatedFat } = food.nutrients;
  return fat >= 90 && saturatedFat < 0.25 * fat;
}

/** Saturated fat of reference for a day: the tested APOA2 threshold and WHO's 10 % of 2,000 kcal. */
const SFA_PER_DAY = 22;
/** Free sugars of reference for a day: WHO's 10 % of 2,000 kcal. */
const FREE_SUGARS_PER_DAY = 50;
/** Sodium of reference for a day: WHO, less than 2 g (5 g of salt). */
const SODIUM_PER_DAY = 2000;

/**
 * Available carbohydrate per 100 g, from energy (USDA SR28 has no carbohydrate field here): what
 * the energy of protein, fat and alcohol leaves, at 4 kcal per gram, less the fibre.
 */
export function availableCarbs(food: FoodEntry): number {
  const n = food.nutrients;
  const fromRest = n.protein * 4 + n.fat * 9 + food.alcohol * 7;
  return Math.max(0, (n.kcal - fromRest) / 4 - n.fibre / 2);
}

/**
 * Refined carbohydrate per portion: a food the guideline does not prefer whose carbohydrate comes
 * with little fibre (under 1 g per 10 g of carbohydrate, the usual whole-grain marker) — white
 * rice, white bread, pasta, corn flakes, pastries. Whole grains, legumes, fruit and vegetables are
 * not refined.
 */
function refinedCarbsPerPortion(food: FoodEntry): number {
  if (food.guideline === 'prefer' || food.liquid) return 0;
  const carbs = availableCarbs(food);
  if (carbs <= 0 || food.nutrients.fibre >= carbs / 10) return 0;
  return perPortion(food, carbs);
}

/** Every property level of a food, computed from its composition and hand-set facts. */
export function foodPropertyLevels(food: FoodEntry): Record<FoodProperty, PropertyLevel> {
  const n = food.nutrients;
  // Amounts are judged per usual portion (issue 18): a spoon of oil is not 100 g of oil.
  const serving = (per100: number) => perPortion(food, per100);
  const kcalPerGram = n.kcal / 100;
  const proteinShare = n.kcal > 0 ? (n.protein * 4) / n.kcal : 0;
  const lactose = serving(food.lactose);
  // Fat quality as a share: a food whose saturated fat is at most 10 % of its own energy (WHO's
  // limit for the whole diet) does not push a day over it, whatever the portion (lean meat, fish).
  const sfaEnergyShare = n.kcal > 0 ? (n.saturatedFat * 9) / n.kcal : 0;
  const saturatedFat =
    sfaEnergyShare <= 0.1
      ? 0
      : // a tenth of the day's reference is moderate, a third (a whole meal's share) high, two thirds very high
        byThresholds(serving(n.saturatedFat), [0.1 * SFA_PER_DAY, SFA_PER_DAY / 3, (2 * SFA_PER_DAY) / 3]);
  // Free sugars (WHO): the sugars of intact fruit, vegetables, legumes and whole grains (the foods
  // the guideline prefers) and milk's own sugars (lactose, or its glucose and galactose in
  // lactose-free milk) are not free sugars.
  const portionFreeSugars = serving(freeSugars(food));
  // Lactose per portion (fact sheet: about 12 g per sitting is tolerated by most people who do not
  // digest it): aged cheese and lactose-free products ≈ 0, a cup of milk ≈ 11.5 g is moderate, more
  // than 12 g is high. Yogurt and kefir are low up to 12 g: their live cultures digest part of it.
  const lactoseLevel: PropertyLevel = lactose > 24 ? 1.5 : lactose > 12 ? 1 : lactose > 2 && !food.fermented ? 0.5 : 0;

  return {
    // limit: per portion, against a day's reference (saturated fat 22 g, free sugars 50 g)
    saturatedFat: isUnsaturatedOil(food) ? (Math.min(saturatedFat, 0.5) as PropertyLevel) : saturatedFat,
    // dietary cholesterol per portion: APOE ε4 is advised to moderate it (an egg ≈ 186 mg is moderate)
    cholesterol: atLeast(serving(n.cholesterol), [150, 300, NEVER]),
    sugars: byThresholds(portionFreeSugars, [
      0.1 * FREE_SUGARS_PER_DAY,
      0.25 * FREE_SUGARS_PER_DAY,
      0.5 * FREE_SUGARS_PER_DAY,
    ]),
    // energy per portion, only for energy-dense foods (> 2.5 kcal/g): a plate of stew is not penalised
    energyDensity: kcalPerGram > 2.5 ? byThresholds(serving(n.kcal), [200, 400, NEVER]) : 0,
    lactose: lactoseLevel,
    // gluten is informational: never more than moderate, so celiac risk alone never forbids it (fact sheet §2.3)
    gluten: food.gluten ? 0.5 : 0,
    // caffeine per portion (fact sheet: > 80 mg high): tea ≈ 30–50 mg is low, a cup of coffee ≈ 80 mg
    // moderate (more than a quarter of the ≈ 200 mg a slow metaboliser is advised per day), a mate
    // ≈ 100 mg high, more than 200 mg (EFSA's safe single dose) very high
    caffeine: byThresholds(serving(food.caffeine), [50, 80, 200]),
    // sodium per portion against WHO's 2 g a day: a tenth moderate, a quarter high, two fifths very high
    sodium: byThresholds(serving(n.sodium), [0.1 * SODIUM_PER_DAY, 0.25 * SODIUM_PER_DAY, 0.4 * SODIUM_PER_DAY]),
    alcohol: byThresholds(serving(food.alcohol), [0, 5, 12]),
    histamine: food.histamine ? 1 : 0,
    // refined carbohydrate per portion: 30 g moderate, 45 g high (a plate of white rice ≈ 56 g)
    refinedCarbs: atLeast(refinedCarbsPerPortion(food), [30, 45, NEVER]),

    // prefer: per serving, with a minimum meaningful amount; ≈15 % of a reference intake is "high"
    epaDha: atLeast(serving(food.epaDha), [100, 250, 1000]),
    // fibre per portion against 25 g a day: 2.5 g moderate, 5 g high, 8 g very high
    fibre: atLeast(serving(n.fibre), [2.5, 5, 8]),
    lowEnergyDensity: n.kcal > 0 && kcalPerGram < 1.5 && !food.liquid ? 0.5 : 0,
    // protein: at least 5 g in the portion and a fifth of the food's energy; 10 g high
    protein: proteinShare >= 0.2 ? atLeast(serving(n.protein), [5, 10, NEVER]) : 0,
    potassium: atLeast(serving(n.potassium), [350, 700, NEVER]),
    folate: atLeast(serving(n.folate), [30, 60, 200]),
    vitaminB12: atLeast(serving(n.vitaminB12), [0.1, 0.36, 2.4]),
    vitaminB6: atLeast(serving(n.vitaminB6), [0.1, 0.2, 0.6]),
    retinol: atLeast(serving(n.retinol), [60, 135, NEVER]),
    betaCarotene: atLeast(serving(n.betaCarotene), [300, 1000, 5000]),
    vitaminD: atLeast(serving(n.vitaminD), [1, 2.25, 5]),
    // calcium per portion against 1,000 mg a day: 100 mg moderate, 200 mg high, 300 mg very high
    calcium: atLeast(serving(n.calcium), [100, 200, 300]),
    // calcium a person who does not digest lactose tolerates: low-lactose foods (lactose level 0)
    nonDairyCalcium: lactoseLevel === 0 ? atLeast(serving(n.calcium), [100, 200, 300]) : 0,
    magnesium: atLeast(serving(n.magnesium), [30, 60, 120]),
    iron: atLeast(serving(n.iron), [1, 2.1, 5]),
    vitaminC: atLeast(serving(n.vitaminC), [5, 15, 45]),
    cruciferous: food.cruciferous ? 1 : 0,
    selenium: atLeast(serving(n.selenium), [8, 16, 100]),
  };
}
