import type { FoodNutrients, FoodSource } from '@nutritest/domain';
import { usdaSr28 } from './usda-sr28.generated';

/** A food's numbers and where they come from. */
export interface Composition {
  source: FoodSource;
  nutrients: FoodNutrients;
}

/** One ingredient of a recipe: USDA SR28 NDB number and grams. */
export type RecipePart = readonly [ndb: string, grams: number];

const nutrientKeys = [
  'kcal',
  'protein',
  'fat',
  'saturatedFat',
  'sugars',
  'fibre',
  'sodium',
  'potassium',
  'cholesterol',
  'calcium',
  'magnesium',
  'iron',
  'vitaminC',
  'folate',
  'vitaminB12',
  'vitaminB6',
  'retinol',
  'betaCarotene',
  'vitaminD',
  'selenium',
] as const satisfies readonly (keyof FoodNutrients)[];

function entry(ndb: string) {
  const found = usdaSr28[ndb];
  if (!found) {
    throw new Error(
      `USDA SR28 ${ndb} is not in usda-sr28.generated.ts: run npm run foods:extract -w @nutritest/content`,
    );
  }
  return found;
}

/** Rounds to 3 significant decimals so recipe figures do not pretend more precision than they have. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A food taken as is from USDA SR28. Throws at module load when the NDB was not extracted. */
export function usda(ndb: string): Composition {
  const { description, nutrients } = entry(ndb);
  return { source: { kind: 'usda-sr28', ndb, description }, nutrients: { ...nutrients } };
}

/**
 * A food without a USDA match, computed from a recipe of USDA SR28 ingredients: the ingredients'
 * amounts are summed and scaled per 100 g of the finished dish. `finalGrams` is the weight after
 * cooking, drying or frying (water lost or oil taken up); without it, the sum of the ingredients.
 * The basis names the recipe and lists every NDB with its grams, so each figure can be traced.
 */
export function recipe(
  description: string,
  parts: readonly RecipePart[],
  options: { finalGrams?: number } = {},
): Composition {
  if (parts.length === 0) throw new Error(`recipe "${description}" has no ingredients`);
  const totalGrams = parts.reduce((sum, [, grams]) => sum + grams, 0);
  const finalGrams = options.finalGrams ?? totalGrams;
  if (!(finalGrams > 0)) throw new Error(`recipe "${description}" weighs nothing`);
  const nutrients = Object.fromEntries(nutrientKeys.map((key) => [key, 0])) as unknown as FoodNutrients;
  for (const [ndb, grams] of parts) {
    const values = entry(ndb).nutrients;
    for (const key of nutrientKeys) nutrients[key] += (values[key] * grams) / 100;
  }
  for (const key of nutrientKeys) nutrients[key] = round((nutrients[key] * 100) / finalGrams);
  const ingredients = parts.map(([ndb, grams]) => `${ndb} (${grams} g)`).join(', ');
  const weight = options.finalGrams === undefined ? '' : `; peso final ${finalGrams} g`;
  return {
    source: { kind: 'manual', basis: `${description}. Receta con valores de USDA SR28: ${ingredients}${weight}.` },
    nutrients,
  };
}
