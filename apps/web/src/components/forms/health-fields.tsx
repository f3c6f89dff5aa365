import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { isPregnancyPathology, type NamedItem, pregnancyPathologyIds } from '@nutritest/domain';
import type { ReactNode } from 'react';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { CheckboxGroup } from './checkbox-group';
import type { AnyForm } from './field-binding';
import type { WithFields } from './person-fields';

/** The reference lists as a query gives them (GET /v1/reference). */
export interface HealthReference {
  data?: { pathologies: NamedItem[]; familyHistories: NamedItem[] };
  isPending: boolean;
  error: Error | null;
}

const PREGNANCY_QUESTION = '¿Estás embarazada o en período de lactancia?';

/**
 * Patologías and Antecedentes familiares as checkbox groups valued by ids (Formulario ADN,
 * /createUser), with what the page says between the two. Pregnancy and lactation (pathologies 15 and
 * 16, decision 041) are one question next to them, asked when the sex is 'Femenino'.
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
          items={
            name === 'pathologies'
              ? reference.data?.pathologies.filter((item) => !isPregnancyPathology(item.id))
              : reference.data?.[name]
          }
          isLoading={reference.isPending}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const gender = useWatch({ control: form.control, name: 'gender' as Path<T> }) as unknown;
  const pregnancy = (
    <Controller
      control={form.control}
      name={'pathologies' as Path<T>}
      render={({ field, fieldState }) => {
        const ids = (field.value ?? []) as number[];
        const current = ids.find(isPregnancyPathology) ?? 0;
        return (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="pregnancy-question">{PREGNANCY_QUESTION}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="pregnancy-question"
              value={String(current)}
              onChange={(event) => {
                const next = Number(event.target.value);
                const rest = ids.filter((id) => !isPregnancyPathology(id));
                field.onChange(next ? [...rest, next] : rest);
              }}
            >
              <FormControlLabel value="0" control={<Radio />} label="No" />
              <FormControlLabel value={String(pregnancyPathologyIds.pregnant)} control={<Radio />} label="Embarazada" />
              <FormControlLabel
                value={String(pregnancyPathologyIds.breastfeeding)}
                control={<Radio />}
                label="En período de lactancia"
              />
            </RadioGroup>
            <FormHelperText>
              {fieldState.error?.message ??
                'En esta etapa no te proponemos bajar de peso, limitamos la cafeína y marcamos como no sugeridos el hígado y el alcohol.'}
            </FormHelperText>
          </FormControl>
        );
      }}
    />
  );
  return (
    <>
      {reference.error && <Alert severity="error">{reference.error.message}</Alert>}
      {group('pathologies', 'Patologías')}
      {Number(gender) === 1 && pregnancy}
      {between}
      {group('familyHistories', 'Antecedentes familiares')}
    </>
  );
}
