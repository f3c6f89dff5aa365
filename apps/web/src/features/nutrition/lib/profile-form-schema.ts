import { zodResolver } from '@hookform/resolvers/zod';
import {
  activityFromDraft,
  biologicalSexOptions,
  dailyExerciseOptions,
  Goal,
  goalFromDraft,
  isWeightLossOffered,
  nutritionProfileInputSchema,
  objectiveOptions,
  sexFromDraft,
  weightLossNotOfferedMessage,
} from '@nutritest/domain';
import { z } from 'zod';
import { parseNumberInput } from './profile-form-fields';

export { parseNumberInput, stepFields } from './profile-form-fields';

const shape = nutritionProfileInputSchema.shape;

/** The domain's message for a missing answer ('Elegí tu sexo biológico', …). */
function missingMessage(schema: z.core.$ZodType): string {
  return z.safeParse(schema, undefined).error?.issues[0]?.message ?? 'Elegí una opción';
}

/** A radio question: one of `options`, or '' while unanswered (refused with the domain's message). */
function answered<T extends string>(options: readonly [T, ...T[]], domain: z.core.$ZodType) {
  return z
    .enum(options)
    .or(z.literal(''))
    .refine((value) => value !== '', { error: missingMessage(domain) });
}

/**
 * The two-step form: draft values in, the profile's inputs out (codes and numbers), checked with
 * the domain's schema and so with its Spanish messages.
 */
export const profileFormSchema = z
  .object({
    biologicalSex: answered(biologicalSexOptions, shape.sex).transform((value) => sexFromDraft(value)),
    objective: answered(objectiveOptions, shape.goals).transform((value) => goalFromDraft(value)),
    dailyExercise: answered(dailyExerciseOptions, shape.actualExcercise).transform((value) => activityFromDraft(value)),
    weight: z
      .string()
      .transform((value) => parseNumberInput(value) as number)
      .pipe(shape.weight),
    height: z
      .string()
      .transform((value) => parseNumberInput(value) as number)
      .pipe(shape.height),
    age: z
      .string()
      .transform((value) => parseNumberInput(value) as number)
      .pipe(shape.age),
  })
  // Like the server (nutritionProfileInputSchema): no weight-loss goal with a BMI under 18.5. The
  // message goes under "Objetivo", and the form sends the person back to that step.
  .refine((v) => v.objective !== Goal.LoseFat || isWeightLossOffered(v.weight, v.height), {
    message: weightLossNotOfferedMessage,
    path: ['objective'],
  });
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form's validation, loaded after the page draws (see lib/lazy-resolver.ts). */
export const resolver = zodResolver(profileFormSchema);
