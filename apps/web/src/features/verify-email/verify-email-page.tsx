import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Account, type EmailOnlyInput, type emailOnlySchema, messages, resolveRoute } from '@nutritest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { TextInput } from '../../components/forms/text-input';
import { PageShell } from '../../components/layout/page-shell';
import { lazyResolver } from '../../lib/lazy-resolver';
import { accountQueryKey, useSession } from '../../lib/session';
import { useConfirmEmail } from './api/confirm-email';
import { useResendConfirmation } from './api/resend-confirmation';
import { EmailChangeConfirmation } from './email-change-confirmation';

/**
 * The e-mail confirmation page (/verified, /emailConfirmed; doc 1 §2): reads id and token from the
 * query, confirms once, then shows success with Ir a login, or the failure with a way to get a new link.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const change = params.get('change');
  // The link sent to a new address (issue 22) opens the same page: its own confirmation.
  if (change) {
    return (
      <PageShell maxWidth="sm">
        <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <EmailChangeConfirmation data={change} />
        </Paper>
      </PageShell>
    );
  }
  return <AccountConfirmation />;
}

/** The activation link: /verified?id=&token= (doc 1 §2). */
function AccountConfirmation() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const hasLink = Boolean(id && token);
  // The answer is drawn in a background render that yields to the browser, not in the one task of
  // the answer (issue 23: first visits' long tasks).
  const confirmation = useDeferredValue(useConfirmEmail(id, token));
  const { account } = useSession();
  const queryClient = useQueryClient();
  const confirmed = confirmation.isSuccess && confirmation.data.confirmed;
  // The signed-in account's "e-mail confirmed" state changed: read it again.
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: accountQueryKey });
  }, [confirmed, queryClient]);

  let body: ReactNode;
  if (hasLink && confirmation.isPending) {
    body = (
      <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress aria-hidden="true" />
        <Typography variant="h4" component="h1">
          Verificando tu correo…
        </Typography>
      </Stack>
    );
  } else if (hasLink && confirmation.isSuccess && confirmation.data.confirmed) {
    // Signed in (signup signs people in, so the link is often opened in the same browser): say whose
    // address was confirmed and go on where this account starts, instead of asking to sign in.
    const own = account?.id === id;
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography variant="h4" component="h1">
          {confirmation.data.alreadyConfirmed ? 'Tu correo ya estaba verificado' : '¡Tu correo fue verificado!'}
        </Typography>
        <Typography color="text.secondary">
          {!account
            ? 'Tu cuenta está activa. Ya podés ingresar con tu correo y contraseña.'
            : own
              ? `Confirmamos ${account.email}: tu cuenta está activa.`
              : `Confirmamos el correo de otra cuenta. Seguís con la sesión de ${account.email}.`}
        </Typography>
        {account ? (
          <Button component={RouterLink} to={startOf(account)} variant="contained" size="large">
            Continuar
          </Button>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Ir a login
          </Button>
        )}
      </Stack>
    );
  } else {
    // The server's Spanish message (expired or already used link), or why there is nothing to check.
    const failure = hasLink ? (confirmation.error?.message ?? null) : messages.linkInvalid;
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography variant="h4" component="h1">
          {messages.emailNotVerified}
        </Typography>
        {failure && (
          <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
            {failure}
          </Alert>
        )}
        <ResendLink />
      </Stack>
    );
  }

  return (
    <PageShell maxWidth="sm">
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>{body}</Paper>
    </PageShell>
  );
}

/** Where this account's session starts (the routing rule from the sign-in page). */
function startOf(account: Account) {
  return (
    resolveRoute({
      path: '/login',
      hasToken: true,
      account: { role: account.role, hasAnalysis: account.profile.analysis !== null },
    }) ?? '/dashboard'
  );
}

/**
 * The resend form's validation (zod and its schema) in a chunk of its own: the page, a first visit from
 * an e-mail, draws without zod (issue 42: ~96 kB of JavaScript less before it answers).
 */
const resendResolver = lazyResolver<EmailOnlyInput, unknown, z.output<typeof emailOnlySchema>>(
  () => import('../../components/forms/email-only-resolver'),
);

/** The hint to ask for a new link, with the resend form (POST /v1/Account/resendemailregister). */
function ResendLink() {
  const resend = useResendConfirmation();
  const form = useForm<EmailOnlyInput, unknown, z.output<typeof emailOnlySchema>>({
    resolver: resendResolver,
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { ref, ...email } = form.register('email');
  const error = form.formState.errors.email?.message;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Pedir un nuevo enlace"
      onSubmit={form.handleSubmit((values) => resend.mutate(values.email))}
      sx={{ width: '100%', textAlign: 'left' }}
    >
      <Typography sx={{ mb: 2 }}>
        Pedí un nuevo enlace: escribí el correo con el que te registraste y te lo enviamos de nuevo.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          id="resend-email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          {...email}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error}
          fullWidth
        />
        <Button type="submit" variant="outlined" size="large" disabled={resend.isPending} sx={{ flexShrink: 0 }}>
          {resend.isPending ? 'Reenviando…' : 'Reenviar email'}
        </Button>
      </Stack>
      {resend.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          Si tu cuenta todavía no está confirmada, te enviamos un nuevo enlace. Revisá tu correo y la carpeta de spam.
        </Alert>
      )}
      {resend.isError && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {resend.error.message}
        </Alert>
      )}
    </Box>
  );
}
