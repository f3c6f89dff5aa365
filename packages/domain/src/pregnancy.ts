/**
 * The pregnancy question's pathology ids, with no zod in sight: the Formulario ADN and the signup
 * forms use them, and must not pull the schema library into their first JavaScript (bundle budgets).
 */

/** Pregnancy and lactation: asked as one question ('¿Estás embarazada o en período de lactancia?'), not as pathologies. */
export const pregnancyPathologyIds = { pregnant: 15, breastfeeding: 16 } as const;
const pregnancyIds: readonly number[] = Object.values(pregnancyPathologyIds);

/** True for the ids the forms ask as the pregnancy question rather than in the list of pathologies. */
export function isPregnancyPathology(id: number): boolean {
  return pregnancyIds.includes(id);
}

/** The pregnancy answer of a list of pathology ids: 'pregnant', 'breastfeeding' or null (neither). */
export function pregnancyStateOf(pathologyIds: readonly number[]): 'pregnant' | 'breastfeeding' | null {
  if (pathologyIds.includes(pregnancyPathologyIds.pregnant)) return 'pregnant';
  if (pathologyIds.includes(pregnancyPathologyIds.breastfeeding)) return 'breastfeeding';
  return null;
}
