import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Account, type DnaFormInput, dnaFormSchema, genderOptions, profileDefaults } from '@nutritest/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { useReference } from '../api/get-reference';
import { toProfileUpdate, useUpdateAccount } from '../api/update-account';
import { useServerError } from '../hooks/use-server-error';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';

type DnaValues = z.output<typeof dnaFormSchema>;

/**
 * Formulario ADN of a customer: the data the nutrition report needs (doc 1 §2 Profile). Empty
 * values start from the signup defaults (170 cm, 70 kg: spec README decision 1).
 */
export function DnaForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { profile } = account;
  const reference = useReference();
  const form = useForm<DnaFormInput, unknown, DnaValues>({
    resolver: zodResolver(dnaFormSchema),
    defaultValues: {
      gender: profile.gender ?? profileDefaults.gender,
      height: profile.height ?? profileDefaults.height,
      weight: profile.weight ?? profileDefaults.weight,
      mobile: profile.mobile ?? '',
      birthDate: profile.birthDate ?? '',
      pathologies: profile.pathologies.map((item) => item.id),
      familyHistories: profile.familyHistories.map((item) => item.id),
    },
    mode: 'all',
  });
  const serverError = useServerError(form);
  const update = useUpdateAccount();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    serverError.clear();
    update.mutate(
      { profile: toProfileUpdate(profile, values) },
      {
        onSuccess: () => {
          form.reset(form.getValues());
          onSaved();
        },
        onError: serverError.onError,
      },
    );
  });

  return (
    <ProfileSection
      title="Datos para tu análisis"
      description="Con estos datos personalizamos tus resultados y recomendaciones."
    >
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Formulario ADN">
        <FormAlert message={serverError.message} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
          <TextField
            label="Fecha de nacimiento"
            type="date"
            autoComplete="bday"
            fullWidth
            {...form.register('birthDate')}
            error={Boolean(errors.birthDate)}
            helperText={errors.birthDate?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Estatura (cm)"
            type="number"
            fullWidth
            {...form.register('height')}
            error={Boolean(errors.height)}
            helperText={errors.height?.message}
            slotProps={{ htmlInput: { min: 50, max: 229, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
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
          <TextField
            label="Celular"
            type="tel"
            autoComplete="tel-national"
            fullWidth
            {...form.register('mobile')}
            error={Boolean(errors.mobile)}
            helperText={errors.mobile?.message ?? 'Solo números, hasta 10 dígitos.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <ReadOnlyEmail email={account.email} />
        </Stack>
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
        <Typography variant="body2" color="text.secondary">
          Si marcás una intolerancia (a la lactosa, al gluten o a la histamina), los alimentos que la contienen pasan a
          «No sugerido» en tus recomendaciones. Tu resultado genético por sí solo solo sugiere limitarlos.
        </Typography>
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
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Guardando…' : 'Guardar cambios'}
          </Button>
        </Box>
      </Stack>
    </ProfileSection>
  );
}
