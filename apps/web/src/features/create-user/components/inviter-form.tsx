import type { Account } from '@nutritest/domain';
import { useNavigate } from 'react-router';
import { useServerError } from '../../../components/forms/use-server-error';
import { type InvitationKind, invitationSentState, useSendInvitation } from '../../practice/invitations';
import { FullDataFields, type FullDataInput, type InviterValues, useInviterForm } from './full-data-form';

const emptyPerson: FullDataInput = {
  firstName: '',
  lastName: '',
  birthDate: '',
  gender: undefined,
  height: '',
  weight: '',
  mobile: '',
  email: '',
  pathologies: [],
  familyHistories: [],
};

const bodyHint: Record<InvitationKind, string> = {
  patient:
    'Si no sabés su fecha de nacimiento, sexo, estatura o peso, dejalos vacíos: tu paciente los completa al aceptar la invitación.',
  employee:
    'Si no sabés su fecha de nacimiento, sexo, estatura o peso, dejalos vacíos: la persona los completa al aceptar la invitación.',
};

/**
 * /createUser?invitar=paciente|empleado: a nutritionist or a company loads all the data of the
 * person they invite (doc 1 §2 'Cargar todos los datos'). The invitation carries the data, so the
 * person only checks it and chooses a password; success goes back to the dashboard's banner. The
 * person's birth date, sex, height and weight stay empty unless the inviter knows them: the person
 * completes them on accepting (issue 41 item 2), nothing is made up.
 */
export function InviterForm({ account, kind }: { account: Account; kind: InvitationKind }) {
  const navigate = useNavigate();
  const form = useInviterForm(emptyPerson);
  const serverError = useServerError(form);
  const send = useSendInvitation(kind);

  const confirm = ({ firstName, lastName, email, ...profile }: InviterValues) => {
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
      bodyHint={bodyHint[kind]}
    />
  );
}
