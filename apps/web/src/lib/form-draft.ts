import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AnyForm } from '../components/forms/field-binding';

/**
 * What a person typed in a form, kept in this browser tab until the form is sent (issue 41, item 5
 * and 12: a session that expired, or a reload, lost every edit). sessionStorage: the tab only, gone
 * when it closes; keyed by the form and the account; passwords never stored (`omit`). Restored when
 * the form mounts again (after signing in again, or after a reload), removed once the form is sent.
 */
const PREFIX = 'nt:draft:';

function read(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Full or unavailable storage: the form still works, the draft is just not kept.
  }
}

export function removeFormDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to remove.
  }
}

/** Every kept draft of this tab (a deliberate sign-out: the next person at this browser must not see them). */
export function removeAllFormDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * Keeps `form`'s values under `key` while the person types and restores them on mount. `key` null
 * turns it off (no account yet). Call the returned function once the form was sent.
 */
export function useFormDraft<T extends FieldValues>(
  key: string | null,
  form: AnyForm<T>,
  omit: string[] = [],
  onRestored?: () => void,
) {
  const omitted = useRef(omit);
  const restored = useRef(onRestored);
  useEffect(() => {
    if (!key) return;
    const kept = read(key);
    if (kept) {
      for (const name of omitted.current) delete kept[name];
      // Keeps the defaults, so the restored values count as edits not yet saved.
      form.reset({ ...form.getValues(), ...kept } as T, { keepDefaultValues: true });
      if (Object.values(kept).some(isTyped)) restored.current?.();
    }
    const subscription = form.watch((values) => {
      const copy: Record<string, unknown> = { ...values };
      for (const name of omitted.current) delete copy[name];
      write(key, copy);
    });
    return () => subscription.unsubscribe();
  }, [key, form]);
  return () => {
    if (key) removeFormDraft(key);
  };
}

/** Whether a kept value holds something the person entered (not an empty text, list or unticked box). */
function isTyped(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== false;
}

/**
 * `useState` kept under `key` like a form's draft, for what a page holds outside a form (a signup's
 * later steps). `accept` checks what was kept (it comes from storage): null drops it.
 */
export function useStateDraft<T>(key: string, initial: T, accept: (kept: unknown) => T | null) {
  const [value, setValue] = useState<T>(() => {
    const kept = read(key);
    return kept && 'value' in kept ? (accept(kept.value) ?? initial) : initial;
  });
  useEffect(() => {
    write(key, { value });
  }, [key, value]);
  return [value, setValue] as const;
}

/** A kept list of ids (the health lists' checkboxes), or null. */
export const keptIdList = (kept: unknown): number[] | null =>
  Array.isArray(kept) && kept.length <= 50 && kept.every((id) => Number.isInteger(id) && id > 0) ? kept : null;

/** A kept short text, or null. */
export const keptText = (kept: unknown): string | null =>
  typeof kept === 'string' && kept.length <= 200 ? kept : null;
