import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { genderOptions } from '@nutritest/domain';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useReference } from '../api/get-reference';
import type { fullDataSchema } from './create-user-resolvers';

/** The full data of a customer plus the e-mail (doc 1 §2 /createUser); schema in ./create-user-resolvers. */
export type FullDataInput = z.input<typeof fullDataSchema>;
export type FullDataValues = z.output<typeof fullDataSchema>;
export type FullDataForm = UseFormReturn<FullDataInput, unknown, FullDataValues>;

/** What the person pressed: Guardar cambios stays on the page, Confirmar datos moves on. */
export type SaveIntent = 'save' | 'confirm';

const fullDataResolver = lazyResolver<FullDataInput, unknown, FullDataValues>(() =>
  import('./create-user-resolvers').then((m) => ({ resolver: m.fullDataResolver })),
);

export function useFullDataForm(defaultValues: FullDataInput): FullDataForm {
  // Validated on change and blur (doc 1 §5: create-user form).
  return useForm<FullDataInput, unknown, FullDataValues>({
    resolver: fullDataResolver,
    defaultValues,
    mode: 'all',
  });
}

/**
 * The fields and buttons of /createUser. The page decides whose data it is and how it is saved
 * (the signed-in customer's own data, an invited person's, or the data of the person a
 * nutritionist or company invites), so the form only collects.
 */
export function FullDataFields({
  form,
  onSubmit,
  onBack,
  isSaving,
  isEmailReadOnly,
  errorMessage,
  emailHelperText = 'Es el correo de tu cuenta.',
  extraFields,
  canSaveDraft = true,
}: {
  form: FullDataForm;
  onSubmit: (values: FullDataValues, intent: SaveIntent) => void;
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
}) {
  const reference = useReference();
  const { errors } = form.formState;
  const submitAs = (intent: SaveIntent) => form.handleSubmit((values) => onSubmit(values, intent));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submitAs('confirm')} aria-label="Datos personales">
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
      <Typography variant="h6" component="h2">
        Datos personales
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Nombre"
          autoComplete="given-name"
          fullWidth
          {...form.register('firstName')}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
        />
        <TextInput
          label="Apellido"
          autoComplete="family-name"
          fullWidth
          {...form.register('lastName')}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Fecha de nacimiento"
          type="date"
          autoComplete="bday"
          fullWidth
          {...form.register('birthDate')}
          error={Boolean(errors.birthDate)}
          helperText={errors.birthDate?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Sexo"
          fullWidth
          {...form.register('gender')}
          error={Boolean(errors.gender)}
          helperText={errors.gender?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {genderOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Estatura (cm)"
          type="number"
          fullWidth
          {...form.register('height')}
          error={Boolean(errors.height)}
          helperText={errors.height?.message}
          slotProps={{ htmlInput: { min: 50, max: 229, step: 1, inputMode: 'numeric' } }}
        />
        <TextInput
          label="Peso (kg)"
          type="number"
          fullWidth
          {...form.register('weight')}
          error={Boolean(errors.weight)}
          helperText={errors.weight?.message}
          slotProps={{ htmlInput: { min: 20, max: 269, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Celular"
          type="tel"
          autoComplete="tel-national"
          fullWidth
          {...form.register('mobile')}
          error={Boolean(errors.mobile)}
          helperText={errors.mobile?.message ?? 'Solo números, hasta 10 dígitos.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          fullWidth
          {...form.register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? (isEmailReadOnly ? emailHelperText : undefined)}
          slotProps={{ input: { readOnly: isEmailReadOnly } }}
        />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ pt: 2 }}>
        Salud
      </Typography>
      {reference.isError && <Alert severity="error">{reference.error.message}</Alert>}
      <Controller
        control={form.control}
        name="pathologies"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Patologías"
            items={reference.data?.pathologies}
            isLoading={reference.isPending}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="familyHistories"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Antecedentes familiares"
            items={reference.data?.familyHistories}
            isLoading={reference.isPending}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
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
