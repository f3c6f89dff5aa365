import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { useId } from 'react';

/**
 * MUI's outlined `TextField select` with `native: true` and a shrunk label, built from its pieces:
 * `TextField` always loads the menu machinery (Select, Menu, Popover, Modal) even for a native
 * select. Same label/helper-text wiring and ids as TextField; `ref` goes on the root, as TextField's.
 */
export function NativeSelectField({
  ref,
  id: idOverride,
  name,
  label,
  helperText,
  error = false,
  fullWidth = false,
  disabled = false,
  value,
  onChange,
  onBlur,
  inputRef,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  id?: string;
  name?: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  value?: string | number;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}) {
  const autoId = useId();
  const id = idOverride ?? autoId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = `${id}-label`;
  return (
    <FormControl
      ref={ref}
      className="MuiTextField-root"
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      color="primary"
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={inputLabelId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        aria-describedby={helperTextId}
        input={<OutlinedInput label={label} notched fullWidth={fullWidth} />}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
