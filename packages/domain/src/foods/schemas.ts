import { z } from 'zod';
import { resultLabels } from '../results/labels';
import type { TraitKey } from '../results/trait-rules';
import { foodPropertyLabels } from './properties';
import { type FoodReason, type FoodScore, rateFood, type TraitScores } from './rating';
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
  /** The reason in one Spanish sentence, for the food's "¿Por qué?". */
  text: z.string(),
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

/** One reason as a sentence: what the food brings and which result (trait name and label) made it count. */
export function foodReasonText(reason: FoodReason, scores: TraitScores, traitName: (key: TraitKey) => string): string {
  const property = foodPropertyLabels[reason.property];
  if (reason.trait === null) {
    return reason.effect === 'limit'
      ? 'La Guía Alimentaria para la Población Uruguaya recomienda limitarlo a todas las personas.'
      : 'La Guía Alimentaria para la Población Uruguaya recomienda preferirlo a todas las personas.';
  }
  const score = scores[reason.trait];
  const label = score === null || score === undefined ? '' : (resultLabels[reason.trait][score] ?? '');
  const result = `${traitName(reason.trait)}${label ? ` (${label.toLowerCase()})` : ''}`;
  return reason.effect === 'limit'
    ? `Aporta ${property}: por tu resultado en ${result} te conviene moderarlo.`
    : `Aporta ${property}, que te conviene por tu resultado en ${result}.`;
}

/** Rates the whole catalogue for one person; foods keep the catalogue's order (by category, then name). */
export function rateFoods(
  catalogue: readonly FoodEntry[],
  categories: readonly FoodCategory[],
  scores: TraitScores,
  traitName: (key: TraitKey) => string = (key) => key,
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
        reasons: reasons.map((reason) => ({
          trait: reason.trait,
          property: reason.property,
          effect: reason.effect,
          text: foodReasonText(reason, scores, traitName),
        })),
      };
    }),
    categories: Object.fromEntries(categories.map((c) => [String(c.id), c.label])),
  };
}
