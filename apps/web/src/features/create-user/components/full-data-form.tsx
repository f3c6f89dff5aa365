import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { fullDataFormSchema, inviterFormSchema } from '@nutritest/domain';
import type { ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldRow } from '../../../components/forms/form-layout';
import { HealthFields } from '../../../components/forms/health-fields';
import {
  BirthDateField,
  BodySizeFields,
  EmailField,
  PersonNameFields,
  PhoneField,
} from '../../../components/forms/person-fields';
import { SexNativeField } from '../../../components/forms/sex-native-field';
import { useReference } from '../../../lib/get-reference';
import { lazyResolver } from '../../../lib/lazy-resolver';

/** The full data of a customer plus the e-mail (doc 1 §2 /createUser): `fullDataFormSchema`. */
export type FullDataInput = z.input<typeof fullDataFormSchema>;
export type FullDataValues = z.output<typeof fullDataFormSchema>;
export type FullDataForm = UseFormReturn<FullDataInput, unknown, FullDataValues>;
/** What an inviter loads (`inviterFormSchema`): the person's body data only if known. */
export type InviterValues = z.output<typeof inviterFormSchema>;
export type InviterForm = UseFormReturn<FullDataInput, unknown, InviterValues>;

/** What the person pressed: Guardar cambios stays on the page, Confirmar datos moves on. */
export type SaveIntent = 'save' | 'confirm';

const fullDataResolver = lazyResolver<FullDataInput, unknown, FullDataValues>(() =>
  import('./create-user-resolvers').then((m) => ({ resolver: m.fullDataResolver })),
);

const inviterResolver = lazyResolver<FullDataInput, unknown, InviterValues>(() =>
  import('./create-user-resolvers').then((m) => ({ resolver: m.inviterResolver })),
);

export function useFullDataForm(defaultValues: FullDataInput): FullDataForm {
  // Validated on change and blur (doc 1 §5: create-user form).
  return useForm<FullDataInput, unknown, FullDataValues>({
    resolver: fullDataResolver,
    defaultValues,
    mode: 'all',
  });
}

/** The same fields for an inviter, who may leave the person's birth date, sex, height and weight empty. */
export function useInviterForm(defaultValues: FullDataInput): InviterForm {
  return useForm<FullDataInput, unknown, InviterValues>({
    resolver: inviterResolver,
    defaultValues,
    mode: 'all',
  });
}

/**
 * The fields and buttons of /createUser. The page decides whose data it is and how it is saved
 * (the signed-in customer's own data, an invited person's, or the data of the person a
 * nutritionist or company invites), so the form only collects.
 */
export function FullDataFields<V extends FullDataValues | InviterValues>({
  form,
  onSubmit,
  onBack,
  isSaving,
  isEmailReadOnly,
  errorMessage,
  emailHelperText = 'Es el correo de tu cuenta.',
  extraFields,
  canSaveDraft = true,
  bodyHint,
}: {
  form: UseFormReturn<FullDataInput, unknown, V>;
  onSubmit: (values: V, intent: SaveIntent) => void;
  onBack: () => void;
  isSaving: boolean;
  isEmailReadOnly: boolean;
  errorMessage: string | null;
  /** Under a read-only e-mail. */
  emailHelperText?: string;
  /** More fields before the buttons (an invited person's password). */
  extraFields?: ReactNode;
  /** 'Guardar cambios' (save and stay) only where there is an account to save to. */
  canSaveDraft?: boolean;
  /** A line under the person's body data (an inviter may leave it to the person). */
  bodyHint?: string;
}) {
  const reference = useReference();
  const submitAs = (intent: SaveIntent) => form.handleSubmit((values) => onSubmit(values, intent));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submitAs('confirm')} aria-label="Datos personales">
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <Typography variant="h6" component="h2">
        Datos personales
      </Typography>
      <PersonNameFields form={form} />
      <FieldRow>
        <BirthDateField form={form} />
        <SexNativeField form={form} />
      </FieldRow>
      <BodySizeFields form={form} />
      {bodyHint && (
        <Typography variant="body2" color="text.secondary">
          {bodyHint}
        </Typography>
      )}
      <FieldRow>
        <PhoneField form={form} />
        <EmailField form={form} isReadOnly={isEmailReadOnly} hint={isEmailReadOnly ? emailHelperText : undefined} />
      </FieldRow>
      <Typography variant="h6" component="h2" sx={{ pt: 2 }}>
        Salud
      </Typography>
      <HealthFields form={form} reference={reference} />
      {extraFields}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ pt: 2, justifyContent: 'flex-end' }}>
        <Button variant="text" onClick={onBack} disabled={isSaving}>
          Volver
        </Button>
        {canSaveDraft && (
          <Button variant="outlined" onClick={submitAs('save')} disabled={isSaving}>
            Guardar cambios
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={isSaving}>
          Confirmar datos
        </Button>
      </Stack>
    </Stack>
  );
}
