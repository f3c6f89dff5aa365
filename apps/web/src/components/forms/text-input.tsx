import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type {
  ChangeEventHandler,
  FocusEventHandler,
  HTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';

/** The props of MUI's outlined TextField that the app's text inputs use (no `select`). */
export interface TextInputProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'onBlur' | 'onFocus' | 'defaultValue' | 'color'> {
  ref?: Ref<HTMLDivElement>;
  id?: string;
  name?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  value?: unknown;
  defaultValue?: unknown;
  multiline?: boolean;
  rows?: number | string;
  minRows?: number | string;
  maxRows?: number | string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  sx?: SxProps<Theme>;
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement> &
      TextareaHTMLAttributes<HTMLTextAreaElement> &
      Record<`data-${string}`, string>;
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * A text input drawn exactly as MUI's outlined `TextField` (same parts, classes, ids, label and
 * helper-text wiring), built from its pieces without the select machinery (Select, Menu, Popover,
 * Modal) that `TextField` always loads: pages whose fields are all text load about half the code.
 * Use `TextField` itself for `select` fields.
 */
export function TextInput({
  ref,
  id: idOverride,
  name,
  label,
  helperText,
  error = false,
  fullWidth = false,
  required = false,
  disabled = false,
  size,
  type,
  autoComplete,
  autoFocus = false,
  placeholder,
  value,
  defaultValue,
  multiline = false,
  rows,
  minRows,
  maxRows,
  inputRef,
  onChange,
  onBlur,
  onFocus,
  className,
  slotProps = {},
  ...root
}: TextInputProps) {
  const autoId = useId();
  const id = idOverride ?? autoId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label != null && label !== '' ? `${id}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FormControl
      ref={ref}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      color="primary"
      variant="outlined"
      {...root}
    >
      {inputLabelId && (
        <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
