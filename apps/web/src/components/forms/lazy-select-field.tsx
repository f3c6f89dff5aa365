import { type KeyboardEvent, lazy, Suspense, useEffect, useState } from 'react';
import { whenEngaged } from '../../lib/when-engaged';
import type { SelectFieldProps } from './select-field';
import { TextInput } from './text-input';

const load = () => import('./select-field');
const SelectField = lazy(load);
let requested: Promise<unknown> | null = null;

/** Starts loading the select's code (the menu machinery) if it has not started yet. */
export function preloadSelectField(): Promise<unknown> {
  requested ??= load().catch((error: unknown) => {
    requested = null;
    throw error;
  });
  return requested;
}

/** The keys that open a select's menu. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * An outlined select field whose menu machinery (Select, Menu, Popover, Modal: about 12 kB gzip)
 * loads after the visitor's first interaction with the page (lib/when-engaged.ts). Until then the same closed field is
 * drawn (same label, value text, helper text and size, read-only), so nothing moves when it arrives.
 * A click (or an opening key) on it before then is not lost: the select arrives focused with its menu
 * open (issue 41: a sex chosen right away on the signup did nothing, the field just took the focus).
 */
export function LazySelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const [reached, setReached] = useState<'focus' | 'open' | null>(null);
  useEffect(() => {
    whenEngaged(() => {
      preloadSelectField().catch(() => {});
    });
  }, []);
  const shown = props.options.find((o) => String(o.value) === String(props.value))?.label ?? '';
  return (
    <Suspense
      fallback={
        <TextInput
          id={props.id}
          label={props.label}
          value={shown}
          error={props.error}
          helperText={props.helperText}
          fullWidth={props.fullWidth}
          disabled={props.disabled}
          size={props.size}
          inputRef={props.inputRef as never}
          onFocus={() => {
            setReached((current) => current ?? 'focus');
            preloadSelectField().catch(() => {});
          }}
          // Left for another field before the select arrived: it arrives as a plain closed field.
          onBlur={(event) => {
            if (event.relatedTarget) setReached(null);
          }}
          slotProps={{
            htmlInput: {
              readOnly: true,
              onMouseDown: () => setReached('open'),
              onKeyDown: (event: KeyboardEvent) => {
                if (openingKeys.has(event.key)) setReached('open');
              },
            },
          }}
        />
      }
    >
      <SelectField
        {...(props as unknown as SelectFieldProps<string | number>)}
        autoFocus={reached !== null}
        defaultOpen={reached === 'open'}
      />
    </Suspense>
  );
}
