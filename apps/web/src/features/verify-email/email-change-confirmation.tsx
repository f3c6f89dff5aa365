import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type EmailChangeConfirmed, messages } from '@nutritest/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { confirmEmailChange } from './api/confirm-email-change';

type State = { kind: 'pending' } | { kind: 'done'; result: EmailChangeConfirmed } | { kind: 'failed'; message: string };

/**
 * The link sent to a new address (/verified?change=<id>.<token>, issue 22): confirms the change once,
 * whoever is signed in. The server ends every session of the account, so a session of it in this
 * browser is dropped here too, and the person signs in again with the new address.
 */
export function EmailChangeConfirmation({ data }: { data: string }) {
  const { account, isLoading, signOut } = useSession();
  const location = useLocation();
  const [state, setState] = useState<State>({ kind: 'pending' });
  const hasSignedOut = useRef(false);

  // Sent once the session (if any) has its account: afterwards the old token no longer reads it.
  useEffect(() => {
    if (isLoading) return;
    let isCurrent = true;
    confirmEmailChange(data).then(
      (result) => {
        if (isCurrent) setState({ kind: 'done', result });
      },
      (error: unknown) => {
        if (isCurrent)
          setState({ kind: 'failed', message: error instanceof Error ? error.message : messages.internal });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [data, isLoading]);

  // Every session of the account ended on the server: forget this browser's session of it (staying on
  // the page). Someone else's session in this browser is left alone.
  const changedAccountId = state.kind === 'done' ? state.result.accountId : null;
  // The router's location, not window.location: the two differ under a memory router, where the
  // sign-out once went to the page window.location named (a race a busy machine revealed, issue 42).
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!changedAccountId || account?.id !== changedAccountId || hasSignedOut.current) return;
    hasSignedOut.current = true;
    void signOut(here, { revoke: false });
  }, [changedAccountId, account?.id, signOut, here]);

  if (state.kind === 'pending') {
    return (
      <Stack spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress aria-hidden="true" />
        <Typography variant="h4" component="h1">
          Confirmando tu correo nuevo…
        </Typography>
      </Stack>
    );
  }
  if (state.kind === 'done') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography variant="h4" component="h1">
          ¡Cambiaste tu correo!
        </Typography>
        <Typography color="text.secondary">{state.result.message}</Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Ir a ingresar
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ErrorOutline color="error" sx={{ fontSize: 64 }} aria-hidden="true" />
      <Typography variant="h4" component="h1">
        No pudimos cambiar tu correo
      </Typography>
      <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
        {state.message}
      </Alert>
      <Typography color="text.secondary">
        Tu correo sigue siendo el de antes. Podés pedir el cambio de nuevo desde tu perfil, en Mis datos.
      </Typography>
      <Button component={RouterLink} to="/profile" variant="outlined">
        Ir a mi perfil
      </Button>
    </Stack>
  );
}
