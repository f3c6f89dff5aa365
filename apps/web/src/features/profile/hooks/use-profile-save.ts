import type { UpdateAccountRequest } from '@nutritest/domain';
import type { FieldValues } from 'react-hook-form';
import type { AnyForm } from '../../../components/forms/field-binding';
import { useServerError } from '../../../components/forms/use-server-error';
import { useFormDraft } from '../../../lib/form-draft';
import { useUpdateAccount } from '../api/update-account';

/**
 * The save of a profile tab (PUT /v1/account): the body made from the form's values, the form kept
 * as saved on success, and a failed save's texts next to the fields and in the form's alert.
 */
export function useProfileSave<T extends FieldValues, V>(
  form: AnyForm<T>,
  toBody: (values: V) => UpdateAccountRequest,
  onSaved: () => void,
  /** Keeps what was typed until it is saved (lib/form-draft.ts): `<tab>:<account id>`. */
  draftKey: string | null = null,
) {
  const serverError = useServerError(form);
  const update = useUpdateAccount();
  const dropDraft = useFormDraft(draftKey, form);
  const submit = form.handleSubmit((values: V) => {
    serverError.clear();
    update.mutate(toBody(values), {
      onSuccess: () => {
        dropDraft();
        form.reset(form.getValues());
        onSaved();
      },
      onError: serverError.onError,
    });
  });
  return { submit, errorMessage: serverError.message, isSaving: update.isPending };
}
