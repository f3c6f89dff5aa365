import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../../lib/lazy-resolver';
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

/**
 * An outlined select field whose menu machinery (Select, Menu, Popover, Modal: about 12 kB gzip)
 * loads right after the page draws, when the browser is idle. Until then the same closed field is
 * drawn (same label, value text, helper text and size, read-only), so nothing moves when it arrives.
 */
export function LazySelectField<V extends string | number>(props: SelectFieldProps<V>) {
  useEffect(() => {
    whenIdle(() => {
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
            preloadSelectField().catch(() => {});
          }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      }
    >
      <SelectField {...(props as unknown as SelectFieldProps<string | number>)} />
    </Suspense>
  );
}
