import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEventHandler, type ReactNode, useId } from 'react';

/**
 * An outlined `<select>` drawn as MUI's `TextField select` with `slotProps.select.native` and a shrunk
 * label (same parts, ids and label wiring; the select's own styles are MUI's native-select ones), built
 * from its pieces: `TextField` always loads the menu machinery (Select, Menu, Popover, Modal, focus
 * trap) even for a native select, about 12 kB gzip the kits board does not need.
 */
export function NativeSelectField({
  label,
  helperText,
  value,
  onChange,
  children,
  sx,
}: {
  label: ReactNode;
  /** Below the field, as TextField's `helperText`. */
  helperText?: ReactNode;
  value: string | number;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} id={labelId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange as ChangeEventHandler<HTMLSelectElement>}
        input={<OutlinedInput label={label} notched id={id} aria-describedby={helperTextId} />}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
