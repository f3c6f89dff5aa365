import { z } from 'zod';
import type { TraitKey } from '../results/trait-rules';
import { type FoodScore, rateFood, type TraitScores } from './rating';
import type { FoodCategory, FoodEntry } from './types';

/** Doc 2 §4 "Food frequency by score": the label of each score and the name of its list. */
export const foodFrequencies: readonly { score: FoodScore; label: string; list: string }[] = [
  { score: 0, label: 'Sugerido con preferencia', list: 'Alimentos sugeridos con preferencia' },
  { score: 1, label: 'Sugerido', list: 'Alimentos sugeridos' },
  { score: 2, label: 'Limitado', list: 'Alimentos a limitar su consumo' },
  { score: 3, label: 'No sugerido', list: 'Alimentos no sugeridos' },
];

export function foodFrequencyLabel(score: number): string {
  return foodFrequencies.find((f) => f.score === score)?.label ?? '';
}

export const foodReasonSchema = z.object({
  /** Trait key (into the trait catalogue), or null for the general guideline. */
  trait: z.string().nullable(),
  property: z.string(),
  effect: z.enum(['limit', 'prefer']),
});
export type FoodReasonView = z.infer<typeof foodReasonSchema>;

/** Doc 2 §3 "Food item": food, category, categoryId, score; plus the id and the "¿Por qué?". */
export const ratedFoodSchema = z.object({
  id: z.string(),
  food: z.string(),
  category: z.string(),
  categoryId: z.number().int(),
  score: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  reasons: z.array(foodReasonSchema),
});
export type RatedFood = z.infer<typeof ratedFoodSchema>;

/** GET /v1/Analyses/foods and GET /v1/Analyses/patients/foods/{id}. */
export const foodsResponseSchema = z.object({
  foods: z.array(ratedFoodSchema),
  /** Category id → label (doc 2 §3 "categories map"). */
  categories: z.record(z.string(), z.string()),
});
export type FoodsResponse = z.infer<typeof foodsResponseSchema>;

/** Rates the whole catalogue for one person; foods keep the catalogue's order (by category, then name). */
export function rateFoods(
  catalogue: readonly FoodEntry[],
  categories: readonly FoodCategory[],
  scores: TraitScores,
): FoodsResponse {
  const labels = new Map(categories.map((c) => [c.id, c.label]));
  return {
    foods: catalogue.map((food) => {
      const { score, reasons } = rateFood(food, scores);
      return {
        id: food.id,
        food: food.name,
        category: labels.get(food.categoryId) ?? '',
        categoryId: food.categoryId,
        score,
        reasons: reasons.map(({ trait, property, effect }) => ({ trait: trait as TraitKey | null, property, effect })),
      };
    }),
    categories: Object.fromEntries(categories.map((c) => [String(c.id), c.label])),
  };
}
