import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Account, invitationTexts, messages } from '@nutritest/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useServerError } from '../../components/forms/use-server-error';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { logoTarget } from '../../components/layout/app-header';
import { PageShell } from '../../components/layout/page-shell';
import { SectionSpinner } from '../../components/section-spinner';
import { useSession } from '../../lib/session';
import type { InvitationLinkKind } from './api/get-invitation';
import { useUpdateAccount } from './api/update-account';
import {
  FullDataFields,
  type FullDataInput,
  type FullDataValues,
  type SaveIntent,
  useFullDataForm,
} from './components/full-data-form';
import { ExpiredInvitation, InvitationAcceptance } from './components/invitation-acceptance';

// A nutritionist's or company's invitation form: its own view (`npm run size`), loaded for them only.
const InviterForm = lazy(() => import('./components/inviter-form').then((m) => ({ default: m.InviterForm })));

const TOAST_MS = 2000;

function ownDefaults(account: Account): FullDataInput {
  const { profile } = account;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate ?? '',
    gender: profile.gender ?? undefined,
    height: profile.height ?? '',
    weight: profile.weight ?? '',
    mobile: profile.mobile ?? '',
    email: account.email,
    pathologies: profile.pathologies.map((item) => item.id),
    familyHistories: profile.familyHistories.map((item) => item.id),
  };
}

/** A signed-in customer completing their own data: saved with PUT /v1/account {profile}. */
function OwnDataForm({ account }: { account: Account }) {
  const navigate = useNavigate();
  const form = useFullDataForm(ownDefaults(account));
  const serverError = useServerError(form);
  const update = useUpdateAccount();
  const [isToastOpen, setToastOpen] = useState(false);

  // The e-mail is the account's own and read-only here (an address is changed from the profile),
  // so nothing asks the server whether it is taken (issue 17: that question is never answered).
  const save = ({ email: _ownEmail, ...profile }: FullDataValues, intent: SaveIntent) => {
    serverError.clear();
    update.mutate(
      { profile },
      {
        onSuccess: () => {
          form.reset(form.getValues());
          if (intent === 'confirm') {
            navigate(logoTarget(true, account.profile.analysis !== null, account.role));
          } else {
            setToastOpen(true);
          }
        },
        onError: serverError.onError,
      },
    );
  };

  return (
    <>
      <FullDataFields
        form={form}
        onSubmit={save}
        onBack={() => navigate(-1)}
        isSaving={update.isPending}
        isEmailReadOnly
        errorMessage={serverError.message}
      />
      <Snackbar
        open={isToastOpen}
        autoHideDuration={TOAST_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setToastOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setToastOpen(false)}>
          {messages.accountEdited}
        </Alert>
      </Snackbar>
    </>
  );
}

/** The invitation in the address: ?user=<token> from a company, ?patient=<token> from a nutritionist. */
function invitationLink(params: URLSearchParams): { kind: InvitationLinkKind; token: string } | null {
  if (params.has('user')) return { kind: 'employee', token: params.get('user') ?? '' };
  if (params.has('patient')) return { kind: 'patient', token: params.get('patient') ?? '' };
  return null;
}

/**
 * /createUser: the full-data form (doc 1 §2), for
 * - an invited person (?user= or ?patient= with the e-mailed token): 'Cargar datos personales',
 *   the inviter's data to check, a password, and the new account signed in;
 * - a signed-in nutritionist or company (?invitar=paciente|empleado from 'Cargar todos los datos'):
 *   all the data of the person they invite, sent as the invitation;
 * - a signed-in customer completing their own data.
 */
export default function CreateUserPage() {
  const [params] = useSearchParams();
  const { token, account, isLoading } = useSession();
  const navigate = useNavigate();
  const link = invitationLink(params);
  const title = link ? 'Cargar datos personales' : 'Cargar datos del paciente/empleado';

  let body: ReactNode;
  if (link) {
    body =
      link.token.length >= 10 ? (
        <InvitationAcceptance kind={link.kind} token={link.token} />
      ) : (
        <ExpiredInvitation message={link.token ? invitationTexts.expired : messages.linkInvalid} />
      );
  } else if (token && (isLoading || !account)) {
    body = <FullPageSpinner label="Cargando tus datos" />;
  } else if (account?.role === 'Customer') {
    body = <OwnDataForm account={account} />;
  } else if (account?.role === 'Nutritionist' || account?.role === 'Business') {
    body = (
      <Suspense fallback={<SectionSpinner minHeight={560} />}>
        <InviterForm account={account} kind={account.role === 'Nutritionist' ? 'patient' : 'employee'} />
      </Suspense>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          {account
            ? 'Esta página es para que los clientes completen sus datos.'
            : 'Para completar tus datos, ingresá con tu cuenta.'}
        </Alert>
        {account ? (
          <Button variant="outlined" onClick={() => navigate(-1)}>
            Volver
          </Button>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained">
            Ingresar
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <PageShell maxWidth="md">
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>{body}</Paper>
    </PageShell>
  );
}
