/**
 * The profile form's pieces the page needs at once (no zod: the schema and its resolver load after
 * the page draws, from ./profile-form-schema).
 */

/** '72,5' or '72.5' → 72.5; an empty input → undefined (the schema then asks for the value). */
export function parseNumberInput(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

export const stepFields = [
  ['biologicalSex', 'objective', 'dailyExercise'],
  ['weight', 'height', 'age'],
] as const;
