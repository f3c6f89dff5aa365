import Stack from '@mui/material/Stack';
import { type Account, type BusinessFormInput, type businessFormSchema, rutProblem } from '@nutritest/domain';
import { useEffect } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textFieldProps } from '../../../components/forms/field-binding';
import { FieldRow } from '../../../components/forms/form-layout';
import { PhoneField } from '../../../components/forms/person-fields';
import { TextInput } from '../../../components/forms/text-input';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useProfileSave } from '../hooks/use-profile-save';
import { AvatarUpload } from './avatar-upload';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';
import { SaveChangesButton } from './save-changes-button';

type BusinessValues = z.output<typeof businessFormSchema>;

/** The form's validation (zod and its schema) loads after the page draws (lib/lazy-resolver.ts). */
const resolver = lazyResolver<BusinessFormInput, unknown, BusinessValues>(
  () => import('./business-details-form-resolver'),
);

/** Mis datos of a company: name, RUT, business name, address and city, phone and avatar (doc 1 §2, §5). */
export function BusinessDetailsForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const business = account.business;
  const form = useForm<BusinessFormInput, unknown, BusinessValues>({
    resolver,
    defaultValues: {
      name: business?.name ?? '',
      rut: business?.rut ?? '',
      businessName: business?.businessName ?? '',
      address: business?.address ?? '',
      city: business?.city ?? '',
      phone: business?.phone ?? '',
      avatar: business?.avatar ?? null,
    },
    mode: 'all',
  });
  // A RUT saved before DGI's check was asked (decision 047) is flagged next to its field at once: the
  // company's e-Facturas cannot be issued with it (issue 41 item 3).
  const savedRutIsWrong = Boolean(business?.rut) && rutProblem(business?.rut ?? '') !== null;
  const { trigger } = form;
  useEffect(() => {
    if (savedRutIsWrong) void trigger('rut');
  }, [savedRutIsWrong, trigger]);
  const save = useProfileSave(
    form,
    (values: BusinessValues) => ({ business: values }),
    onSaved,
    `business:${account.id}`,
  );
  const bind = (name: Path<BusinessFormInput>) => textFieldProps(form, name);

  return (
    <ProfileSection title="Datos de la empresa">
      <Stack component="form" noValidate spacing={2} onSubmit={save.submit} aria-label="Datos de la empresa">
        <FormAlert message={save.errorMessage} />
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
        <FieldRow>
          <TextInput label="Nombre" autoComplete="organization" {...bind('name')} />
          <TextInput label="Razón social" {...bind('businessName')} />
        </FieldRow>
        <FieldRow>
          <TextInput
            label="RUT"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...textFieldProps(form, 'rut', { hint: '12 dígitos, el último es el verificador. Va en tus e-Facturas.' })}
          />
          <PhoneField form={form} name="phone" label="Teléfono" hint="" />
        </FieldRow>
        <FieldRow>
          <TextInput label="Dirección" autoComplete="street-address" {...bind('address')} />
          <TextInput label="Ciudad" autoComplete="address-level2" {...bind('city')} />
        </FieldRow>
        <ReadOnlyEmail email={account.email} />
        <SaveChangesButton isSaving={save.isSaving} />
      </Stack>
    </ProfileSection>
  );
}
