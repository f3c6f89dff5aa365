import { z } from 'zod';

export { departmentList, departments, MONTEVIDEO_DEPARTMENT_ID } from './departments';

/** The 11 pathologies, with fixed ids (doc 1 §3). Ids are stable: never renumber. */
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
] as const;

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
