import TextField from '@mui/material/TextField';
import { genderOptions } from '@nutritest/domain';
import type { AnyForm } from './field-binding';
import { useBind, type WithFields } from './person-fields';

/**
 * Sexo as the browser's own select (Formulario ADN, /createUser). Its own module: MUI's TextField
 * brings the select machinery, which the signup pages (menu select, loaded on the first interaction) must not load.
 */
export function SexNativeField<T extends WithFields<'gender'>>({ form }: { form: AnyForm<T> }) {
  const bind = useBind(form);
  const field = bind('gender');
  return (
    <TextField
      select
      label="Sexo"
      {...field}
      // Unknown: the prompt is selected (a browser would otherwise pick the first sex).
      defaultValue={field.defaultValue ?? ''}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {/* Nothing chosen until the person chooses (issue 41 item 2): no sex shown as if it were theirs. */}
      <option value="" disabled>
        Elegí una opción
      </option>
      {genderOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
