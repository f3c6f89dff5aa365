import { isAppError } from '@nutritest/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The form field an API error path names: its last segment (`account.email` -> `email`,
 * `account.profile.firstName` -> `firstName`, `account.business.rut` -> `rut`), with the upload
 * field `file` shown on the avatar input.
 */
export function fieldForErrorPath(path: string): string {
  const last = path.split('.').at(-1) ?? path;
  return last === 'file' ? 'avatar' : last;
}

/**
 * Puts an AppError's per-field texts on the form fields it knows (react-hook-form `setError`).
 * Returns the names that got an error, so a multi-step form can go back to the step that holds them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): Path<T>[] {
  if (!isAppError(error) || !error.fields) return [];
  const applied: Path<T>[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const name = knownFields.find((f) => f === fieldForErrorPath(path));
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(name);
  }
  return applied;
}

/** The Spanish text of a failed call (AppError message) or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Ocurrió un error inesperado.';
}
