/**
 * The foods answer's zod schemas (GET /v1/Analyses/foods), apart from the labels and rating helpers
 * in ./schemas.ts: the web app's foods page uses those at run time and these only as types, so its
 * first load does not carry zod (issue 42: ~96 kB of JavaScript to compile and run on a phone).
 */
import { z } from 'zod';

export const foodReasonSchema = z.object({
  /** Trait key (into the trait catalogue), or null for the general guideline. */
  trait: z.string().nullable(),
  property: z.string(),
  /** 'note': informs without moving the food (a predisposition that only a diagnosis turns into a restriction). */
  effect: z.enum(['limit', 'prefer', 'note']),
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
