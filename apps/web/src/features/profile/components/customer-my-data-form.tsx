import Stack from '@mui/material/Stack';
import type { Account, CustomerMyDataInput, customerMyDataSchema } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldRow } from '../../../components/forms/form-layout';
import { BirthDateField, PersonNameFields, PhoneField } from '../../../components/forms/person-fields';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toProfileUpdate } from '../api/update-account';
import { useProfileSave } from '../hooks/use-profile-save';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';
import { SaveChangesButton } from './save-changes-button';

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
  const save = useProfileSave(
    form,
    (values: MyDataValues) => ({ profile: toProfileUpdate(profile, values) }),
    onSaved,
    `profile-data:${account.id}`,
  );

  return (
    <ProfileSection title="Datos personales">
      <Stack component="form" noValidate spacing={2} onSubmit={save.submit} aria-label="Datos personales">
        <FormAlert message={save.errorMessage} />
        <PersonNameFields form={form} />
        <FieldRow>
          <BirthDateField form={form} />
          <PhoneField form={form} />
        </FieldRow>
        <ReadOnlyEmail email={account.email} />
        <SaveChangesButton isSaving={save.isSaving} />
      </Stack>
    </ProfileSection>
  );
}
