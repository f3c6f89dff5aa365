import { genderOptions } from '@nutritest/domain';
import type { AnyForm } from './field-binding';
import { NativeSelectField } from './native-select-field';
import { useBind, type WithFields } from './person-fields';

/**
 * Sexo as the browser's own select (Formulario ADN, /createUser), without MUI's select machinery
 * (native-select-field.tsx).
 */
export function SexNativeField<T extends WithFields<'gender'>>({ form }: { form: AnyForm<T> }) {
  const bind = useBind(form);
  const field = bind('gender');
  return (
    <NativeSelectField
      label="Sexo"
      {...field}
      // Unknown: the prompt is selected (a browser would otherwise pick the first sex).
      defaultValue={field.defaultValue ?? ''}
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
    </NativeSelectField>
  );
}
