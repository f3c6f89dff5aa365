import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Account, BusinessDetailsInput, businessDetailsSchema } from '@nutritest/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useUpdateAccount } from '../api/update-account';
import { useServerError } from '../hooks/use-server-error';
import { AvatarUpload } from './avatar-upload';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';

type BusinessValues = z.output<typeof businessDetailsSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<BusinessDetailsInput, unknown, BusinessValues>(
  () => import('./business-details-form-resolver'),
);

/** Mis datos of a company: name, RUT, business name, address, phone and avatar (doc 1 §2, §5). */
export function BusinessDetailsForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const business = account.business;
  const form = useForm<BusinessDetailsInput, unknown, BusinessValues>({
    resolver,
    defaultValues: {
      name: business?.name ?? '',
      rut: business?.rut ?? '',
      businessName: business?.businessName ?? '',
      address: business?.address ?? '',
      phone: business?.phone ?? '',
      avatar: business?.avatar ?? null,
    },
    mode: 'all',
  });
  const serverError = useServerError(form);
  const update = useUpdateAccount();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    serverError.clear();
    update.mutate(
      { business: values },
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
    <ProfileSection title="Datos de la empresa">
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Datos de la empresa">
        <FormAlert message={serverError.message} />
        <Controller
          control={form.control}
          name="avatar"
          render={({ field, fieldState }) => (
            <AvatarUpload
              value={field.value}
              onChange={field.onChange}
              name={form.watch('name')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label="Nombre"
            autoComplete="organization"
            fullWidth
            {...form.register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <TextInput
            label="Razón social"
            fullWidth
            {...form.register('businessName')}
            error={Boolean(errors.businessName)}
            helperText={errors.businessName?.message}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label="RUT"
            fullWidth
            {...form.register('rut')}
            error={Boolean(errors.rut)}
            helperText={errors.rut?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            label="Teléfono"
            type="tel"
            autoComplete="tel-national"
            fullWidth
            {...form.register('phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <TextInput
          label="Dirección"
          autoComplete="street-address"
          fullWidth
          {...form.register('address')}
          error={Boolean(errors.address)}
          helperText={errors.address?.message}
        />
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
