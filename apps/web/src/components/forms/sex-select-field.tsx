import { genderOptions } from '@nutritest/domain';
import { useId } from 'react';
import { Controller, type Path } from 'react-hook-form';
import type { AnyForm } from './field-binding';
import { useFieldLayout } from './form-layout';
import { LazySelectField } from './lazy-select-field';
import type { WithFields } from './person-fields';

/**
 * Sexo biológico as a menu select whose menu code loads after the first interaction (the signup). Its own
 * module, so the forms with the native select (sex-native-field.tsx) do not load this one.
 */
export function SexSelectField<T extends WithFields<'gender'>>({ form }: { form: AnyForm<T> }) {
  const { idPrefix } = useFieldLayout();
  const autoId = useId();
  return (
    <Controller
      control={form.control}
      name={'gender' as Path<T>}
      render={({ field, fieldState }) => (
        <LazySelectField<number>
          id={idPrefix ? `${idPrefix}-gender` : autoId}
          label="Sexo biológico"
          options={genderOptions}
          value={field.value as number | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
}
