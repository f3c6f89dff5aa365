import { z } from 'zod';

export { departmentList, departments, MONTEVIDEO_DEPARTMENT_ID } from './departments';

/**
 * The pathologies, with fixed ids (doc 1 §3: ids 1–11; issue 18 adds 12; issue 37 adds the two
 * diagnoses, 13 and 14, and pregnancy and lactation, 15 and 16, which the forms ask as one
 * question). Ids are stable: never renumber. The reference seed loads them (names included) at
 * every start.
 */
export const pathologies = [
  { id: 1, name: 'Hipertensión' },
  { id: 2, name: 'Diabetes' },
  { id: 3, name: 'Colesterol alto' },
  { id: 4, name: 'Nivel de triglicéridos' },
  { id: 5, name: 'Alergias' },
  { id: 6, name: 'Intolerante a la lactosa' },
  { id: 7, name: 'Intolerante al gluten (sin diagnóstico de celiaquía)' },
  { id: 8, name: 'Nivel de glucosa normal' },
  { id: 9, name: 'Fumador' },
  { id: 10, name: 'Sedentario' },
  { id: 11, name: 'Consume alcohol' },
  { id: 12, name: 'Síntomas de intolerancia a la histamina (sin diagnóstico)' },
  { id: 13, name: 'Enfermedad celíaca diagnosticada por un médico' },
  { id: 14, name: 'Intolerancia a la histamina diagnosticada por un médico' },
  { id: 15, name: 'Embarazo' },
  { id: 16, name: 'Lactancia' },
] as const;

// Pregnancy and lactation (15, 16) live in ./pregnancy (no zod: the forms that ask it stay light).
export { isPregnancyPathology, pregnancyPathologyIds, pregnancyStateOf } from './pregnancy';

/**
 * The pathologies that change the food ratings, by what they declare (issue 37, decision 041): a
 * self-declared intolerance (lactose 6, gluten 7, histamine symptoms 12) limits the foods that carry
 * it — lactose by the portion's amount —, a diagnosis (celiac disease 13, histamine intolerance 14)
 * rules them out, and pregnancy or lactation (15, 16) rules out liver and alcohol and limits caffeine.
 * A genetic result alone never restricts gluten or histamine.
 */
export const intolerancePathologyIds = {
  lactose: [6],
  gluten: [7],
  celiac: [13],
  histamine: [12],
  histamineDiagnosed: [14],
  pregnancy: [15, 16],
} as const satisfies Record<string, readonly number[]>;

/** What a person declared, from the ids of their pathologies. */
export function declaredIntolerancesOf(pathologyIds: readonly number[]): (keyof typeof intolerancePathologyIds)[] {
  return (Object.keys(intolerancePathologyIds) as (keyof typeof intolerancePathologyIds)[]).filter((key) =>
    intolerancePathologyIds[key].some((id) => pathologyIds.includes(id)),
  );
}

/** The 9 family histories, with fixed ids (doc 1 §3). */
export const familyHistories = [
  { id: 1, name: 'Hipertensión' },
  { id: 2, name: 'Diabetes' },
  { id: 3, name: 'Colesterol alto' },
  { id: 4, name: 'Triglicéridos' },
  { id: 5, name: 'Sobrepeso' },
  { id: 6, name: 'Osteoporosis' },
  { id: 7, name: 'Alergias' },
  { id: 8, name: 'Intolerancia al gluten' },
  { id: 9, name: 'Intolerancia a los lácteos' },
] as const;

export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;
