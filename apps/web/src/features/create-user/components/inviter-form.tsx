import type { Account } from '@nutritest/domain';
import { profileDefaults } from '@nutritest/domain';
import { useNavigate } from 'react-router';
import { useServerError } from '../../../components/forms/use-server-error';
import { type InvitationKind, invitationSentState, useSendInvitation } from '../../practice/invitations';
import { FullDataFields, type FullDataInput, type FullDataValues, useFullDataForm } from './full-data-form';

const emptyPerson: FullDataInput = {
  firstName: '',
  lastName: '',
  birthDate: profileDefaults.birthDate,
  gender: profileDefaults.gender,
  height: profileDefaults.height,
  weight: profileDefaults.weight,
  mobile: '',
  email: '',
  pathologies: [],
  familyHistories: [],
};

/**
 * /createUser?invitar=paciente|empleado: a nutritionist or a company loads all the data of the
 * person they invite (doc 1 §2 'Cargar todos los datos'). The invitation carries the data, so the
 * person only checks it and chooses a password; success goes back to the dashboard's banner.
 */
export function InviterForm({ account, kind }: { account: Account; kind: InvitationKind }) {
  const navigate = useNavigate();
  const form = useFullDataForm(emptyPerson);
  const serverError = useServerError(form);
  const send = useSendInvitation(kind);

  const confirm = ({ firstName, lastName, email, ...profile }: FullDataValues) => {
    serverError.clear();
    send.mutate(
      { accountId: account.id, newAccountInfo: { firstName, lastName, email, profile } },
      {
        onSuccess: () => navigate('/dashboard', { state: invitationSentState }),
        onError: serverError.onError,
      },
    );
  };

  return (
    <FullDataFields
      form={form}
      onSubmit={confirm}
      onBack={() => navigate(-1)}
      isSaving={send.isPending || send.isSuccess}
      isEmailReadOnly={false}
      errorMessage={serverError.message}
      canSaveDraft={false}
    />
  );
}
