/**
 * The nutrition profile's schemas in zod's functional form (`zod/mini`): the home page checks the
 * profile the browser keeps with them on its first load without classic zod, the API takes and
 * answers with the same schemas, and the profile form builds on them. nutrition.ts re-exports them.
 */
import * as z from 'zod/mini';
import {
  DEFAULT_DIET,
  dietIds,
  Goal,
  isWeightLossOffered,
  type NutritionGenetics,
  type NutritionInputValues,
  type NutritionProfile,
  weightLossNotOfferedMessage,
} from '../nutrition-calculator';

/** What the user enters (form values already mapped to codes) plus the chosen diet. */
export const nutritionProfileInputSchema = z
  .object({
    sex: z.literal([0, 1], { error: 'Elegí tu sexo biológico' }),
    goals: z.literal([0, 1, 2], { error: 'Elegí un objetivo' }),
    actualExcercise: z.literal([0, 1, 2, 3, 4], { error: 'Elegí tu nivel de ejercicio' }),
    weight: z
      .number({ error: 'Ingresá tu peso en kilos' })
      .check(z.minimum(30, 'Ingresá un peso entre 30 y 300 kg'), z.maximum(300, 'Ingresá un peso entre 30 y 300 kg')),
    height: z
      .number({ error: 'Ingresá tu altura en centímetros' })
      .check(
        z.minimum(120, 'Ingresá una altura entre 120 y 230 cm'),
        z.maximum(230, 'Ingresá una altura entre 120 y 230 cm'),
      ),
    age: z
      .number({ error: 'Ingresá tu edad' })
      .check(
        z.int('Ingresá tu edad en años, sin decimales'),
        z.minimum(18, 'El cálculo es para mayores de 18 años'),
        z.maximum(100, 'Ingresá una edad entre 18 y 100 años'),
      ),
    selectedDiet: z._default(z.enum(dietIds, { error: 'Elegí una de las dietas de la lista' }), DEFAULT_DIET),
  })
  // Losing fat is not offered with a BMI under 18.5 (nutrition-calculator.ts isWeightLossOffered).
  .check(
    z.refine((v) => v.goals !== Goal.LoseFat || isWeightLossOffered(v.weight, v.height), {
      message: weightLossNotOfferedMessage,
      path: ['goals'],
    }),
  );
export type NutritionProfileInput = z.input<typeof nutritionProfileInputSchema>;

/** The profile as kept under `userProfileData_<email>` and in the account (doc 2 §3 fields). */
export const nutritionProfileSchema = z.object({
  email: z.string(),
  sex: z.literal([0, 1]),
  goals: z.literal([0, 1, 2]),
  actualExcercise: z.literal([0, 1, 2, 3, 4]),
  weight: z.number(),
  height: z.number(),
  age: z.number(),
  bmr: z.number(),
  imc: z.number(),
  recommendedCaloriesPerDay: z.number(),
  recommendedDailyCarbos: z.number(),
  recommendedDailyFats: z.number(),
  recommendedDailyProteins: z.number(),
  recommendedDailyWater: z.number(),
  firstTimeDashboard: z.boolean(),
  selectedDiet: z.enum(dietIds),
  /** Beyond the spec: the formula's figure when it was raised to the minimum (else null). */
  computedCaloriesPerDay: z.nullable(z.number()),
  /** Beyond the spec (issue 37); absent from profiles kept before it: read as none. */
  pregnancy: z._default(z.nullable(z.enum(['pregnant', 'breastfeeding'])), null),
  notes: z._default(z.array(z.enum(['lowBmi', 'pregnancy', 'adjustedWeight'])), []),
  updatedAt: z.string(),
});

// The schemas describe the zod-free interfaces exactly (a compile error here when they drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type NutritionSchemasAgree = [
  Assert<Same<z.infer<typeof nutritionProfileSchema>, NutritionProfile>>,
  Assert<Same<z.output<typeof nutritionProfileInputSchema>, NutritionInputValues>>,
  Assert<Same<z.infer<typeof nutritionGeneticsSchema>, NutritionGenetics>>,
];

/** Whether the genetic adjustment applies (results sent) and what the results say (issue 22). */
export const nutritionGeneticsSchema = z.object({ hasResults: z.boolean(), saturatedFatSensitive: z.boolean() });

/**
 * GET /v1/account/nutrition-profile: the profile, null until the form has been sent once, and the
 * genetic adjustment's inputs (absent from older answers: read as no results).
 */
export const nutritionProfileResponseSchema = z.object({
  profile: z.nullable(nutritionProfileSchema),
  genetics: z.optional(nutritionGeneticsSchema),
});
