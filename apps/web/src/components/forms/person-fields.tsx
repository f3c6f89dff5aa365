import { bodySizeHints, latestAdultBirthDate, montevideoToday, phoneHint } from '@nutritest/domain';
import { useEffect, useState } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { isHydrating } from '../../lib/snapshot';
import { type AnyForm, textFieldProps } from './field-binding';
import { FieldRow, useFieldLayout } from './form-layout';
import { TextInput } from './text-input';

/**
 * The person block's fields (name, last name, birth date, sex, height, weight, mobile), the same in
 * the signups, the profile forms and /createUser; the rules are `personSchema` in packages/domain.
 * Each takes the form; the form's rows come from `FieldRow` (form-layout.tsx).
 */

/** The values of a form that holds the fields `K` (and any others). */
export type WithFields<K extends string> = FieldValues & Partial<Record<K, unknown>>;

/** The one phone rule's hint (packages/domain/src/phone.ts). */
export const PHONE_HINT = phoneHint;

/** Binds a field of `form` with the layout's id prefix. */
export function useBind<T extends FieldValues>(form: AnyForm<T>) {
  const { idPrefix } = useFieldLayout();
  return (name: string, hint?: string, rules?: RegisterOptions<T, Path<T>>) =>
    textFieldProps(form, name as Path<T>, { hint, idPrefix, rules });
}

/** Nombre and Apellido, side by side. */
export function PersonNameFields<T extends WithFields<'firstName' | 'lastName'>>({ form }: { form: AnyForm<T> }) {
  const bind = useBind(form);
  return (
    <FieldRow>
      <TextInput label="Nombre" autoComplete="given-name" {...bind('firstName')} />
      <TextInput label="Apellido" autoComplete="family-name" {...bind('lastName')} />
    </FieldRow>
  );
}

/** Today's latest birth date of an adult (Montevideo's day). */
const adultBirthDateMax = () => latestAdultBirthDate(montevideoToday());

/**
 * The date picker's `max`, the latest birth date of an adult. A page's build-time snapshot was drawn
 * on the day of its build, and React keeps a snapshot's attributes as they are when it takes the page
 * over (hydration does not patch them): a server started days before greyed out, in the picker, the
 * birthdays of those who came of age since. The snapshot and the hydration draw no `max`; today's is
 * set right after, on the browser's own clock.
 */
function useAdultBirthDateMax(): string | undefined {
  const [max, setMax] = useState(() => (isHydrating() ? undefined : adultBirthDateMax()));
  useEffect(() => {
    setMax(adultBirthDateMax());
  }, []);
  return max;
}

/**
 * A date input changes only once the date is complete (picked, or its three parts typed), so it is
 * checked right then: a message shown only when the field is left (as 'onTouched' forms do) appeared
 * under the date while the pointer was already on the next field, pushed it down, and MUI's select
 * took its opening press for a drag away and stayed closed (issue 41).
 */
export function BirthDateField<T extends WithFields<'birthDate'>>({ form }: { form: AnyForm<T> }) {
  const bind = useBind(form);
  const { trigger } = form;
  const max = useAdultBirthDateMax();
  return (
    <TextInput
      label="Fecha de nacimiento"
      type="date"
      autoComplete="bday"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
      {...bind('birthDate', undefined, { onChange: () => void trigger('birthDate' as Path<T>) })}
    />
  );
}

/** Estatura and Peso, side by side (also on phones in the signup grid). */
export function BodySizeFields<T extends WithFields<'height' | 'weight'>>({ form }: { form: AnyForm<T> }) {
  const bind = useBind(form);
  return (
    <FieldRow keepPairOnPhones>
      <TextInput
        label="Estatura (cm)"
        type="number"
        placeholder={bodySizeHints.height}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 50, max: 229, step: 1, inputMode: 'numeric' } }}
        {...bind('height')}
      />
      <TextInput
        label="Peso (kg)"
        type="number"
        placeholder={bodySizeHints.weight}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 20, max: 269, step: 1, inputMode: 'numeric' } }}
        {...bind('weight')}
      />
    </FieldRow>
  );
}

/** A phone number (the person's mobile by default, a company's phone with `name="phone"`). */
export function PhoneField<T extends FieldValues>({
  form,
  name = 'mobile',
  label = 'Celular',
  hint = PHONE_HINT,
}: {
  form: AnyForm<T>;
  name?: 'mobile' | 'phone';
  label?: string;
  /** Shown under the field while it has no error; empty for none. */
  hint?: string;
}) {
  const bind = useBind(form);
  return (
    <TextInput
      label={label}
      type="tel"
      autoComplete="tel-national"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...bind(name, hint || undefined)}
    />
  );
}

/** The e-mail, editable, or shown read-only with a hint (the account's own, an invitation's). */
export function EmailField<T extends WithFields<'email'>>({
  form,
  isReadOnly = false,
  hint,
}: {
  form: AnyForm<T>;
  isReadOnly?: boolean;
  hint?: string;
}) {
  const bind = useBind(form);
  return (
    <TextInput
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      slotProps={{ input: { readOnly: isReadOnly } }}
      {...bind('email', hint)}
    />
  );
}
