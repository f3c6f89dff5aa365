import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Account, CustomerMyDataInput, customerMyDataSchema } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toProfileUpdate, useUpdateAccount } from '../api/update-account';
import { useServerError } from '../hooks/use-server-error';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';

type MyDataValues = z.output<typeof customerMyDataSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<CustomerMyDataInput, unknown, MyDataValues>(
  () => import('./customer-my-data-form-resolver'),
);

/** Mis datos of a customer: name, last name, birth date, e-mail (read-only) and mobile. */
export function CustomerMyDataForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { profile } = account;
  const form = useForm<CustomerMyDataInput, unknown, MyDataValues>({
    resolver,
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      birthDate: profile.birthDate ?? '',
      mobile: profile.mobile ?? '',
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
    <ProfileSection title="Datos personales">
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
            label="Fecha de nacimiento"
            type="date"
            autoComplete="bday"
            fullWidth
            {...form.register('birthDate')}
            error={Boolean(errors.birthDate)}
            helperText={errors.birthDate?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
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
        </Stack>
        <ReadOnlyEmail email={account.email} />
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Guardando…' : 'Guardar cambios'}
          </Button>
        </Box>
      </Stack>
    </ProfileSection>
  );
}
