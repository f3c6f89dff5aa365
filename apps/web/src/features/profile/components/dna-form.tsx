import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Account, type DnaFormInput, dnaFormSchema } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldRow } from '../../../components/forms/form-layout';
import { HealthFields } from '../../../components/forms/health-fields';
import { BirthDateField, BodySizeFields, PhoneField } from '../../../components/forms/person-fields';
import { SexNativeField } from '../../../components/forms/sex-native-field';
import { useReference } from '../../../lib/get-reference';
import { toProfileUpdate } from '../api/update-account';
import { useProfileSave } from '../hooks/use-profile-save';
import { FormAlert } from './form-alert';
import { ProfileSection } from './profile-section';
import { ReadOnlyEmail } from './read-only-email';
import { SaveChangesButton } from './save-changes-button';

type DnaValues = z.output<typeof dnaFormSchema>;

/**
 * Formulario ADN of a customer: the data the nutrition report needs (doc 1 §2 Profile). What is not
 * known yet stays empty, never a made-up value (spec README decision 1, issue 41 item 2).
 */
export function DnaForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { profile } = account;
  const reference = useReference();
  const form = useForm<DnaFormInput, unknown, DnaValues>({
    resolver: zodResolver(dnaFormSchema),
    defaultValues: {
      gender: profile.gender ?? undefined,
      height: profile.height ?? '',
      weight: profile.weight ?? '',
      mobile: profile.mobile ?? '',
      birthDate: profile.birthDate ?? '',
      pathologies: profile.pathologies.map((item) => item.id),
      familyHistories: profile.familyHistories.map((item) => item.id),
    },
    mode: 'all',
  });
  const save = useProfileSave(
    form,
    (values: DnaValues) => ({ profile: toProfileUpdate(profile, values) }),
    onSaved,
    `dna-form:${account.id}`,
  );

  return (
    <ProfileSection
      title="Datos para tu análisis"
      description="Con estos datos personalizamos tus resultados y recomendaciones."
    >
      <Stack component="form" noValidate spacing={2} onSubmit={save.submit} aria-label="Formulario ADN">
        <FormAlert message={save.errorMessage} />
        <FieldRow>
          <SexNativeField form={form} />
          <BirthDateField form={form} />
        </FieldRow>
        <BodySizeFields form={form} />
        <FieldRow>
          <PhoneField form={form} />
          <ReadOnlyEmail email={account.email} />
        </FieldRow>
        <HealthFields
          form={form}
          reference={reference}
          between={
            <Typography variant="body2" color="text.secondary">
              Si marcás una intolerancia a la lactosa, al gluten o síntomas con la histamina, limitamos los alimentos
              que la contienen (la lactosa según la cantidad de cada porción). Con una celiaquía o una intolerancia a la
              histamina diagnosticadas por un médico, esos alimentos pasan a «No sugerido». Tu resultado genético por sí
              solo no los restringe.
            </Typography>
          }
        />
        <SaveChangesButton isSaving={save.isSaving} />
      </Stack>
    </ProfileSection>
  );
}
