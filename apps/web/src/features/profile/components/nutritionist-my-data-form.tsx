import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Account, nutritionistProfileSchema } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldRow } from '../../../components/forms/form-layout';
import { PersonNameFields, PhoneField } from '../../../components/forms/person-fields';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toProfileUpdate } from '../api/update-account';
import { useProfileSave } from '../hooks/use-profile-save';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';
import { SaveChangesButton } from './save-changes-button';

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
  const save = useProfileSave(
    form,
    (values: NutritionistValues) => ({ profile: toProfileUpdate(profile, values) }),
    onSaved,
    `profile-data:${account.id}`,
  );

  return (
    <ProfileSection title="Datos personales">
      {account.nutritionist && <PublicCode code={account.nutritionist.publicCode} />}
      <Stack component="form" noValidate spacing={2} onSubmit={save.submit} aria-label="Datos personales">
        <FormAlert message={save.errorMessage} />
        <PersonNameFields form={form} />
        <FieldRow>
          <PhoneField form={form} />
          <ReadOnlyEmail email={account.email} />
        </FieldRow>
        <SaveChangesButton isSaving={save.isSaving} />
      </Stack>
    </ProfileSection>
  );
}
