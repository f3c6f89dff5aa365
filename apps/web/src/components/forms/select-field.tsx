import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FocusEventHandler, ReactNode, Ref } from 'react';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  id: string;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  value: V | '' | null | undefined;
  onChange: (value: V) => void;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<unknown>;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Drawn focused (and with its menu open): the person reached for it before its code had arrived. */
  autoFocus?: boolean;
  defaultOpen?: boolean;
}

/**
 * MUI's outlined `TextField select` over a list of options (the menu machinery: Select, Menu,
 * Popover, Modal). Pages load it through `LazySelectField`, which draws an identical closed field
 * until this chunk arrives.
 */
export default function SelectField<V extends string | number>({
  options,
  value,
  onChange,
  inputRef,
  defaultOpen,
  ...props
}: SelectFieldProps<V>) {
  return (
    <TextField
      select
      {...props}
      slotProps={defaultOpen ? { select: { defaultOpen: true } } : undefined}
      value={value ?? ''}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === String(e.target.value));
        if (picked) onChange(picked.value);
      }}
      inputRef={inputRef}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
