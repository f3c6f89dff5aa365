import { AppError, messages } from '@nutritest/domain';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts a failed save where people look for it: each `error.fields` entry next to its input
 * (`profile.firstName` -> `firstName`, `business.rut` -> `rut`, or through `aliases`), and the
 * AppError's Spanish message in the form's alert unless a field already says the same thing.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  aliases: Record<string, Path<T>> = {},
): string | null {
  if (!(error instanceof AppError)) return error instanceof Error ? error.message : messages.internal;
  const names = new Set(Object.keys(form.getValues()));
  const shown: string[] = [];
  for (const [key, text] of Object.entries(error.fields ?? {})) {
    const last = key.split('.').at(-1) ?? key;
    const name = aliases[key] ?? aliases[last] ?? (names.has(last) ? (last as Path<T>) : undefined);
    if (!name) continue;
    form.setError(name, { type: 'server', message: text }, { shouldFocus: shown.length === 0 });
    shown.push(text);
  }
  return shown.includes(error.message) ? null : error.message;
}

/** The alert text of a form's last failed save, with the mapping above. */
export function useServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  aliases?: Record<string, Path<T>>,
) {
  const [message, setMessage] = useState<string | null>(null);
  const onError = useCallback((error: unknown) => setMessage(applyServerError(error, form, aliases)), [form, aliases]);
  const clear = useCallback(() => setMessage(null), []);
  return { message, onError, clear };
}
