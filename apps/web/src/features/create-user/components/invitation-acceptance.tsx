import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AppError,
  CONSENT_TEXT_VERSION,
  type InvitationView,
  type invitationFormSchema,
  invitationTexts,
  messages,
} from '@nutritest/domain';
import { useDeferredValue } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../components/forms/password-fields';
import { TermsField } from '../../../components/forms/terms-field';
import { useServerError } from '../../../components/forms/use-server-error';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSession } from '../../../lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { type InvitationLinkKind, useInvitation } from '../api/get-invitation';
import { FullDataFields, type FullDataForm, type FullDataValues } from './full-data-form';

// The schema (full data, password and repeat, terms box) is `invitationFormSchema` in packages/domain.
type InvitedInput = z.input<typeof invitationFormSchema>;
type InvitedValues = z.output<typeof invitationFormSchema>;

const invitedResolver = lazyResolver<InvitedInput, unknown, InvitedValues>(() =>
  import('./create-user-resolvers').then((m) => ({ resolver: m.invitedResolver })),
);

/** What the inviter entered, the defaults of the add-patient form elsewhere (doc 1 §3). */
function invitedDefaults(view: InvitationView): InvitedInput {
  const profile = view.profile ?? {};
  return {
    firstName: view.firstName,
    lastName: profile.lastName ?? view.lastName,
    // What the inviter did not enter stays empty for the person to fill (issue 41 item 2).
    birthDate: profile.birthDate ?? '',
    gender: profile.gender ?? undefined,
    height: profile.height ?? '',
    weight: profile.weight ?? '',
    mobile: profile.mobile ?? '',
    email: view.email,
    pathologies: profile.pathologies ?? [],
    familyHistories: profile.familyHistories ?? [],
    password: '',
    repeatPassword: '',
    acceptTerms: false,
  };
}

/** A link that no longer works (expired, used, cancelled) or was never valid: ask for a new one. */
export function ExpiredInvitation({ message = invitationTexts.expired }: { message?: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        {message}
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined">
        Ir al inicio
      </Button>
    </Stack>
  );
}

function InvitedForm({ view, token }: { view: InvitationView; token: string }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const form = useForm<InvitedInput, unknown, InvitedValues>({
    resolver: invitedResolver,
    defaultValues: invitedDefaults(view),
    mode: 'all',
  });
  const serverError = useServerError(form);
  const accept = useAcceptInvitation();

  // Named one by one: the values also hold the passwords, which never go into the profile.
  const confirm = (values: FullDataValues) => {
    const { firstName, lastName, birthDate, gender, height, weight, mobile, pathologies, familyHistories } = values;
    serverError.clear();
    accept.mutate(
      {
        token,
        profile: { firstName, lastName, birthDate, gender, height, weight, mobile, pathologies, familyHistories },
        password: form.getValues('password'),
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
      },
      {
        onSuccess: (result) => {
          // Signed in as the new customer; the routing rule then places them (kit flow or payment).
          signIn(result);
          navigate('/dashboard', { replace: true });
        },
        onError: serverError.onError,
      },
    );
  };

  const passwordFields = (
    <>
      <Typography variant="h6" component="h2" sx={{ pt: 2 }}>
        Contraseña
      </Typography>
      <NewPasswordFields form={form} revalidatesRepeat />
      <TermsField form={form} />
    </>
  );

  // A link that stopped working while the form was open: the form is of no use any more.
  if (accept.error instanceof AppError && accept.error.code === 'NOT_FOUND') {
    return <ExpiredInvitation message={accept.error.message} />;
  }

  return (
    <Stack spacing={3}>
      <Alert severity="info" icon={false}>
        <strong>Te invitó {view.inviterName}.</strong> Revisá tus datos, completá lo que falte y elegí una contraseña
        para crear tu cuenta.
        {view.kind === 'employee' && ' Tu empresa cubre tu kit con uno de sus cupos: no tenés que pagar nada.'}
      </Alert>
      <FullDataFields
        // The shared fields see only the full-data part of this form; the passwords are registered
        // here (extraFields) and read with getValues. react-hook-form's types are invariant in the
        // field set, hence the cast.
        form={form as unknown as FullDataForm}
        onSubmit={confirm}
        onBack={() => navigate(-1)}
        isSaving={accept.isPending || accept.isSuccess}
        isEmailReadOnly
        emailHelperText="Es el correo al que te llegó la invitación."
        errorMessage={serverError.message}
        extraFields={passwordFields}
        canSaveDraft={false}
      />
    </Stack>
  );
}

/**
 * /createUser?user=<token> (a company's employee) or ?patient=<token> (a nutritionist's patient):
 * the invited person checks the data the inviter entered, sets a password and is signed in.
 */
export function InvitationAcceptance({ kind, token }: { kind: InvitationLinkKind; token: string }) {
  // The answer's form is drawn in a background render that yields to the browser, not in the one
  // task of the answer (issue 23: first visits' long tasks).
  const view = useDeferredValue(useInvitation(kind, token));
  if (view.isPending) return <FullPageSpinner label="Cargando la invitación" />;
  if (view.isError) {
    const error = view.error;
    if (error instanceof AppError && error.status < 500) return <ExpiredInvitation />;
    return <Alert severity="error">{error instanceof AppError ? error.message : messages.internal}</Alert>;
  }
  return <InvitedForm view={view.data} token={token} />;
}
