import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';

/**
 * An outlined `<select>` drawn as MUI's `TextField select` with `slotProps.select.native` and a shrunk
 * label (same parts, classes, ids and label wiring; the select's own styles are MUI's native-select
 * ones), built from its pieces: `TextField` always loads the menu machinery (Select, Menu, Popover,
 * Modal, focus trap: about 12 kB gzip and six files) even for a native select. Used where a page's
 * first load has only native selects and text inputs (text-input.tsx): the menu page, /createUser's
 * Sexo, the kits board. Controlled (`value`) or bound to a form (`name`, `defaultValue`, `inputRef`).
 */
export function NativeSelectField({
  ref,
  id: idOverride,
  label,
  helperText,
  value,
  defaultValue,
  name,
  inputRef,
  onChange,
  onBlur,
  children,
  size,
  disabled = false,
  error = false,
  fullWidth = false,
  sx,
  formHelperTextProps,
}: {
  /** The field's root (as TextField's); a form library that gets it finds the select inside. */
  ref?: Ref<HTMLDivElement>;
  id?: string;
  label: ReactNode;
  /** Below the field, as TextField's `helperText`; the select is described by it. */
  helperText?: ReactNode;
  value?: string | number;
  defaultValue?: string | number;
  name?: string;
  inputRef?: Ref<HTMLSelectElement>;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  children: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** As TextField's `slotProps.formHelperText` (its `id` is the one the select points to). */
  formHelperTextProps?: Partial<FormHelperTextProps>;
}) {
  const autoId = useId();
  const id = idOverride ?? autoId;
  const labelId = `${id}-label`;
  const helperTextId = helperText ? (formHelperTextProps?.id ?? `${id}-helper-text`) : undefined;
  return (
    <FormControl
      ref={ref}
      className="MuiTextField-root"
      variant="outlined"
      size={size}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={labelId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        defaultValue={defaultValue}
        name={name}
        inputRef={inputRef}
        onChange={onChange}
        // MUI types an input's blur handler for inputs and text areas; the element here is the <select>.
        onBlur={onBlur as FocusEventHandler<HTMLElement> | undefined}
        input={<OutlinedInput label={label} notched id={id} aria-describedby={helperTextId} />}
      >
        {children}
      </NativeSelect>
      {helperText && (
        <FormHelperText {...formHelperTextProps} id={helperTextId}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
