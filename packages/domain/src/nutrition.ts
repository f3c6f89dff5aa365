import { z } from 'zod';
import {
  DEFAULT_DIET,
  dietIds,
  Goal,
  isWeightLossOffered,
  type NutritionInputValues,
  type NutritionProfile,
  weightLossNotOfferedMessage,
} from './nutrition-calculator';

// The calculator, the options, the diets and the profile's type live in ./nutrition-calculator (no zod:
// the home page draws with them); this module adds the schemas the API and the forms check with.
export * from './nutrition-calculator';

// ---------------------------------------------------------------- the stored profile (doc 2 §3)

/** What the user enters (form values already mapped to codes) plus the chosen diet. */
export const nutritionProfileInputSchema = z
  .object({
    sex: z.union([z.literal(0), z.literal(1)], { error: 'Elegí tu sexo biológico' }),
    goals: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Elegí un objetivo' }),
    actualExcercise: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'Elegí tu nivel de ejercicio',
    }),
    weight: z
      .number({ error: 'Ingresá tu peso en kilos' })
      .min(30, 'Ingresá un peso entre 30 y 300 kg')
      .max(300, 'Ingresá un peso entre 30 y 300 kg'),
    height: z
      .number({ error: 'Ingresá tu altura en centímetros' })
      .min(120, 'Ingresá una altura entre 120 y 230 cm')
      .max(230, 'Ingresá una altura entre 120 y 230 cm'),
    age: z
      .number({ error: 'Ingresá tu edad' })
      .int('Ingresá tu edad en años, sin decimales')
      .min(18, 'El cálculo es para mayores de 18 años')
      .max(100, 'Ingresá una edad entre 18 y 100 años'),
    selectedDiet: z.enum(dietIds, { error: 'Elegí una de las dietas de la lista' }).default(DEFAULT_DIET),
  })
  // Losing fat is not offered with a BMI under 18.5 (nutrition-calculator.ts isWeightLossOffered).
  .refine((v) => v.goals !== Goal.LoseFat || isWeightLossOffered(v.weight, v.height), {
    message: weightLossNotOfferedMessage,
    path: ['goals'],
  });
export type NutritionProfileInput = z.input<typeof nutritionProfileInputSchema>;

/** The profile as kept under `userProfileData_<email>` and in the account (doc 2 §3 fields). */
export const nutritionProfileSchema = z.object({
  email: z.string(),
  sex: z.union([z.literal(0), z.literal(1)]),
  goals: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  actualExcercise: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
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
  computedCaloriesPerDay: z.number().nullable(),
  updatedAt: z.string(),
});
// The schemas describe the zod-free interfaces exactly (a compile error here when they drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type NutritionSchemasAgree = [
  Assert<Same<z.infer<typeof nutritionProfileSchema>, NutritionProfile>>,
  Assert<Same<z.output<typeof nutritionProfileInputSchema>, NutritionInputValues>>,
];

/** GET /v1/account/nutrition-profile: null until the form has been sent once. */
export const nutritionProfileResponseSchema = z.object({ profile: nutritionProfileSchema.nullable() });
