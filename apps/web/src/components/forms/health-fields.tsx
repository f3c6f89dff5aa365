import Alert from '@mui/material/Alert';
import type { NamedItem } from '@nutritest/domain';
import type { ReactNode } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { CheckboxGroup } from './checkbox-group';
import type { AnyForm } from './field-binding';
import type { WithFields } from './person-fields';

/** The reference lists as a query gives them (GET /v1/reference). */
export interface HealthReference {
  data?: { pathologies: NamedItem[]; familyHistories: NamedItem[] };
  isPending: boolean;
  error: Error | null;
}

/**
 * Patologías and Antecedentes familiares as checkbox groups valued by ids (Formulario ADN,
 * /createUser), with what the page says between the two.
 */
export function HealthFields<T extends WithFields<'pathologies' | 'familyHistories'>>({
  form,
  reference,
  between,
}: {
  form: AnyForm<T>;
  reference: HealthReference;
  between?: ReactNode;
}) {
  const group = (name: 'pathologies' | 'familyHistories', legend: string) => (
    <Controller
      control={form.control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          items={reference.data?.[name]}
          isLoading={reference.isPending}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <>
      {reference.error && <Alert severity="error">{reference.error.message}</Alert>}
      {group('pathologies', 'Patologías')}
      {between}
      {group('familyHistories', 'Antecedentes familiares')}
    </>
  );
}
