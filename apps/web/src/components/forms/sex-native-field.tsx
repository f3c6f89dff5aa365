import TextField from '@mui/material/TextField';
import { genderOptions } from '@nutritest/domain';
import type { AnyForm } from './field-binding';
import { useBind, type WithFields } from './person-fields';

/**
 * Sexo as the browser's own select (Formulario ADN, /createUser). Its own module: MUI's TextField
 * brings the select machinery, which the signup pages (menu select, loaded when idle) must not load.
 */
export function SexNativeField<T extends WithFields<'gender'>>({ form }: { form: AnyForm<T> }) {
  const bind = useBind(form);
  return (
    <TextField
      select
      label="Sexo"
      {...bind('gender')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {genderOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
