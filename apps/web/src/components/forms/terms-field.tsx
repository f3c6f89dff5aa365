import { Controller, type Path } from 'react-hook-form';
import type { AnyForm } from './field-binding';
import { FieldRow } from './form-layout';
import type { WithFields } from './person-fields';
import { TermsCheckbox } from './terms-checkbox';

/**
 * The terms box bound to the form's `acceptTerms` (rule: `termsSchema` in packages/domain), on a row
 * of its own. `hidesError`: a second view of a box already checked on an earlier step.
 * `healthConsent` false: a company's or a nutritionist's signup, who give no health data.
 */
export function TermsField<T extends WithFields<'acceptTerms'>>({
  form,
  hidesError = false,
  healthConsent = true,
}: {
  form: AnyForm<T>;
  hidesError?: boolean;
  healthConsent?: boolean;
}) {
  return (
    <FieldRow>
      <Controller
        control={form.control}
        name={'acceptTerms' as Path<T>}
        render={({ field, fieldState }) => (
          <TermsCheckbox
            checked={field.value === true}
            onChange={(checked) => field.onChange(checked)}
            inputRef={hidesError ? undefined : field.ref}
            error={hidesError ? undefined : fieldState.error?.message}
            healthConsent={healthConsent}
          />
        )}
      />
    </FieldRow>
  );
}
