import { z } from 'zod';

export { departmentList, departments, MONTEVIDEO_DEPARTMENT_ID } from './departments';

/**
 * The pathologies, with fixed ids (doc 1 §3: ids 1–11; issue 18 adds 12, a declared histamine
 * intolerance). Ids are stable: never renumber. The reference seed loads them at every start.
 */
export const pathologies = [
  { id: 1, name: 'Hipertensión' },
  { id: 2, name: 'Diabetes' },
  { id: 3, name: 'Colesterol alto' },
  { id: 4, name: 'Nivel de triglicéridos' },
  { id: 5, name: 'Alergias' },
  { id: 6, name: 'Intolerante a la lactosa' },
  { id: 7, name: 'Intolerante al gluten' },
  { id: 8, name: 'Nivel de glucosa normal' },
  { id: 9, name: 'Fumador' },
  { id: 10, name: 'Sedentario' },
  { id: 11, name: 'Consume alcohol' },
  { id: 12, name: 'Intolerancia a la histamina' },
] as const;

/**
 * The pathologies that declare a food intolerance, by the food property they forbid: with one of
 * them, the foods that carry it are 'No sugerido' (decision 012). A genetic result alone only limits.
 */
export const intolerancePathologyIds = { lactose: 6, gluten: 7, histamine: 12 } as const;

/** The intolerances a person declared, from the ids of their pathologies. */
export function declaredIntolerancesOf(pathologyIds: readonly number[]): (keyof typeof intolerancePathologyIds)[] {
  return (Object.keys(intolerancePathologyIds) as (keyof typeof intolerancePathologyIds)[]).filter((key) =>
    pathologyIds.includes(intolerancePathologyIds[key]),
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
