import type { FoodEntry } from './types';

/**
 * Food properties and their level: 0 none, 0.5 moderate, 1 high, 1.5 very high (fact sheet §3).
 * Per-100 g cut-offs follow the UK front-of-pack rules (saturated fat, sugars, sodium); per-serving
 * cut-offs are about 15 % of an adult reference intake.
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
  'retinolExcess',
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
  retinolExcess: 'mucha vitamina A preformada',
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
  nonDairyCalcium: 'calcio sin lactosa',
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

/** Every property level of a food, computed from its composition and hand-set facts. */
export function foodPropertyLevels(food: FoodEntry): Record<FoodProperty, PropertyLevel> {
  const n = food.nutrients;
  const serving = (per100: number) => (per100 * food.portion.grams) / 100;
  const sugarCutoffs: [number, number, number] = food.liquid ? [2.5, 11.25, 22.5] : [5, 22.5, 45];
  const kcalPerGram = n.kcal / 100;
  const proteinShare = n.kcal > 0 ? (n.protein * 4) / n.kcal : 0;
  const lactose = serving(food.lactose);

  return {
    // limit: per 100 g (UK front-of-pack: SFA low ≤1.5 g, high >5 g; sugars low ≤5 g, high >22.5 g; sodium low ≤120 mg, high >600 mg)
    saturatedFat: byThresholds(n.saturatedFat, [1.5, 5, 10]),
    cholesterol: atLeast(serving(n.cholesterol), [60, 150, 300]),
    sugars: byThresholds(n.sugars, sugarCutoffs),
    energyDensity: byThresholds(kcalPerGram, [2.5, 4, NEVER]),
    // lactose per serving: aged cheese ≈0 g, yogur ≈5 g, a glass of milk ≈11 g
    lactose: byThresholds(lactose, [1, 5, 12]),
    // gluten is informational: never more than moderate, so celiac risk alone never forbids it (fact sheet §2.3)
    gluten: food.gluten ? 0.5 : 0,
    // caffeine per serving: tea or chocolate ≈20–50 mg, coffee ≈95 mg, mate well above
    caffeine: byThresholds(serving(food.caffeine), [0, 30, 80]),
    sodium: byThresholds(n.sodium, [120, 600, 1200]),
    alcohol: byThresholds(serving(food.alcohol), [0, 5, 12]),
    histamine: food.histamine ? 1 : 0,
    // tolerable upper intake of preformed retinol is 3000 µg/day; a portion of liver passes it
    retinolExcess: atLeast(serving(n.retinol), [NEVER, 1500, 3000]),

    // prefer: per serving, ≈15 % of a reference intake is "high"
    epaDha: atLeast(serving(food.epaDha), [100, 250, 1000]),
    fibre: atLeast(n.fibre, [3, 6, NEVER]),
    lowEnergyDensity: n.kcal > 0 && kcalPerGram < 1.5 && !food.liquid ? 0.5 : 0,
    protein: proteinShare >= 0.2 && serving(n.protein) >= 10 ? 1 : proteinShare >= 0.2 ? 0.5 : 0,
    potassium: atLeast(serving(n.potassium), [350, 700, NEVER]),
    folate: atLeast(serving(n.folate), [30, 60, 200]),
    vitaminB12: atLeast(serving(n.vitaminB12), [0.1, 0.36, 2.4]),
    vitaminB6: atLeast(serving(n.vitaminB6), [0.1, 0.2, 0.6]),
    retinol: atLeast(serving(n.retinol), [60, 135, NEVER]),
    betaCarotene: atLeast(serving(n.betaCarotene), [300, 1000, 5000]),
    vitaminD: atLeast(serving(n.vitaminD), [1, 2.25, 5]),
    calcium: atLeast(serving(n.calcium), [60, 120, 300]),
    nonDairyCalcium: lactose <= 1 ? atLeast(serving(n.calcium), [60, 120, 300]) : 0,
    magnesium: atLeast(serving(n.magnesium), [30, 60, 120]),
    iron: atLeast(serving(n.iron), [1, 2.1, 5]),
    vitaminC: atLeast(serving(n.vitaminC), [5, 15, 45]),
    cruciferous: food.cruciferous ? 1 : 0,
    selenium: atLeast(serving(n.selenium), [8, 16, 100]),
  };
}
