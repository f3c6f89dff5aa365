import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Account, nutritionistProfileSchema } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toProfileUpdate, useUpdateAccount } from '../api/update-account';
import { useServerError } from '../hooks/use-server-error';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';

type NutritionistInput = z.input<typeof nutritionistProfileSchema>;
type NutritionistValues = z.output<typeof nutritionistProfileSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<NutritionistInput, unknown, NutritionistValues>(
  () => import('./nutritionist-my-data-form-resolver'),
);

/** The public code patients type to link to this nutritionist (doc 1 §1). */
function PublicCode({ code }: { code: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, bgcolor: 'brandLight.primary', borderColor: 'primary.light' }}>
      <Typography component="p" color="text.secondary">
        Tu código público
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800, letterSpacing: 2 }}>
        {code}
      </Typography>
      <Typography component="p" color="text.secondary">
        Compartilo con tus pacientes para que se asocien a vos y puedas ver sus resultados.
      </Typography>
    </Paper>
  );
}

/** Mis datos of a nutritionist: first and last name, mobile, e-mail (read-only) and the public code. */
export function NutritionistMyDataForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { profile } = account;
  const form = useForm<NutritionistInput, unknown, NutritionistValues>({
    resolver,
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile ?? '' },
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
    <ProfileSection title="Datos personales">
      {account.nutritionist && <PublicCode code={account.nutritionist.publicCode} />}
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Datos personales">
        <FormAlert message={serverError.message} />
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
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Guardando…' : 'Guardar cambios'}
          </Button>
        </Box>
      </Stack>
    </ProfileSection>
  );
}
