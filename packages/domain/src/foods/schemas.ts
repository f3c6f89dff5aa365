import { z } from 'zod';
import { isApoeTrait } from '../results/apoe';
import { resultLabels } from '../results/labels';
import { type TraitKey, traitRules } from '../results/trait-rules';
import { foodPropertyLabels } from './properties';
import {
  type DeclaredIntolerance,
  type FoodReason,
  type FoodScore,
  foodRules,
  rateFood,
  type TraitScores,
  type UpperLimitNutrient,
} from './rating';
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
  /** The usual portion the rating judged, as a household measure: '1 cucharada (14 g)'. */
  portion: z.string(),
  score: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  reasons: z.array(foodReasonSchema),
});
export type RatedFood = z.infer<typeof ratedFoodSchema>;

/** GET /v1/Analyses/foods and GET /v1/Analyses/patients/foods/{id}. */
export const foodsResponseSchema = z.object({
  foods: z.array(ratedFoodSchema),
  /** Category id → label (doc 2 §3 "categories map"). */
  categories: z.record(z.string(), z.string()),
  /**
   * Trait key → the person's result as a reason names it ('Tolerancia a la lactosa (tolerancia
   * disminuida)'), for every trait the reasons mention: sent once, not with every food.
   */
  traits: z.record(z.string(), z.string()),
  /**
   * The names of the traits the ratings read that the person's results do not answer (no score or
   * not sent), a short form named after its long-form trait, each once: those foods follow the
   * general advice (issue 18). Sent with the foods so the page draws its note with the list.
   */
  missingTraits: z.array(z.string()),
});
export type FoodsResponse = z.infer<typeof foodsResponseSchema>;

/** A trait's name with the person's result label: 'Tolerancia a la lactosa (tolerancia disminuida)'. */
export function traitResultName(key: TraitKey, scores: TraitScores, traitName: (key: TraitKey) => string): string {
  const score = scores[key];
  const label = score === null || score === undefined ? '' : (resultLabels[key][score] ?? '');
  return `${traitName(key)}${label ? ` (${label.toLowerCase()})` : ''}`;
}

/** What a declared intolerance (Formulario ADN) says about a food that carries it. */
const declaredIntoleranceTexts: Record<DeclaredIntolerance, string> = {
  lactose:
    'Tiene lactosa y en tu Formulario ADN indicaste intolerancia a la lactosa: elegí opciones sin lactosa, yogur o quesos duros.',
  gluten: 'Tiene gluten y en tu Formulario ADN indicaste intolerancia al gluten: elegí opciones sin TACC.',
  histamine:
    'Es un alimento rico en histamina y en tu Formulario ADN indicaste intolerancia a la histamina: te conviene evitarlo.',
};

/** What passing a tolerable upper intake level in one portion means. */
const upperLimitTexts: Record<UpperLimitNutrient, string> = {
  retinol: 'Mucha vitamina A por porción: no más de una vez por semana; evitar en el embarazo.',
  vitaminD: 'Mucha vitamina D por porción: supera el máximo diario tolerable, así que comelo de vez en cuando.',
  selenium: 'Mucho selenio por porción: supera el máximo diario tolerable, así que comelo de vez en cuando.',
  vitaminB6: 'Mucha vitamina B6 por porción: supera el máximo diario tolerable, así que no lo consumas a diario.',
  iron: 'Mucho hierro por porción: supera el máximo diario tolerable, así que no lo consumas a diario.',
  calcium: 'Mucho calcio por porción: supera el máximo diario tolerable, así que no lo consumas a diario.',
};

/** One reason as a Spanish sentence for the food's "¿Por qué?". */
export function foodReasonText(
  reason: { trait: string | null; property: string; effect: 'limit' | 'prefer' },
  traits: Readonly<Record<string, string>>,
): string {
  if (reason.property.startsWith('declared:')) {
    return declaredIntoleranceTexts[reason.property.slice('declared:'.length) as DeclaredIntolerance] ?? '';
  }
  if (reason.property.startsWith('upperLimit:')) {
    return upperLimitTexts[reason.property.slice('upperLimit:'.length) as UpperLimitNutrient] ?? '';
  }
  if (reason.trait === null) {
    return reason.effect === 'limit'
      ? 'La Guía Alimentaria para la Población Uruguaya recomienda limitarlo a todas las personas.'
      : 'La Guía Alimentaria para la Población Uruguaya recomienda preferirlo a todas las personas.';
  }
  const property = foodPropertyLabels[reason.property as keyof typeof foodPropertyLabels] ?? reason.property;
  const result = traits[reason.trait] ?? reason.trait;
  return reason.effect === 'limit'
    ? `Aporta ${property}: por tu resultado en ${result} te conviene moderarlo.`
    : `Aporta ${property}, que te conviene por tu resultado en ${result}.`;
}

/** "¿Por qué?" shows the strongest reasons only: enough to explain, and the answer stays small. */
export const MAX_REASONS = 4;

/**
 * Rates the whole catalogue for one person; foods keep the catalogue's order (by category, then
 * name). `declared` are the intolerances the person declared in the Formulario ADN.
 */
export function rateFoods(
  catalogue: readonly FoodEntry[],
  categories: readonly FoodCategory[],
  scores: TraitScores,
  traitName: (key: TraitKey) => string = (key) => key,
  declared: readonly DeclaredIntolerance[] = [],
): FoodsResponse {
  const labels = new Map(categories.map((c) => [c.id, c.label]));
  const traits: Record<string, string> = {};
  return {
    foods: catalogue.map((food) => {
      const { score, reasons } = rateFood(food, scores, declared);
      return {
        id: food.id,
        food: food.name,
        category: labels.get(food.categoryId) ?? '',
        categoryId: food.categoryId,
        portion: food.portion.label,
        score,
        reasons: reasons.slice(0, MAX_REASONS).map(({ trait, property, effect }: FoodReason) => {
          if (trait && !(trait in traits)) traits[trait] = traitResultName(trait, scores, traitName);
          return { trait, property, effect };
        }),
      };
    }),
    categories: Object.fromEntries(categories.map((c) => [String(c.id), c.label])),
    traits,
    missingTraits: [
      ...new Set(
        ratingTraits
          // An APOE-based trait is left out of the scores until its owner opts in (decision on APOE):
          // named only when it was sent and failed, never when it is hidden.
          .filter((key) => (isApoeTrait(key) ? key in scores && scores[key] === null : (scores[key] ?? null) === null))
          .map((key) => traitName(traitRules[key].sameRuleAs ?? key)),
      ),
    ],
  };
}

/** Every trait the food ratings read (foodRules), once. */
const ratingTraits: readonly TraitKey[] = [
  ...new Set(
    [...Object.values(foodRules.limit), ...Object.values(foodRules.prefer)].flatMap((links) =>
      links.map((link) => link.trait),
    ),
  ),
];
