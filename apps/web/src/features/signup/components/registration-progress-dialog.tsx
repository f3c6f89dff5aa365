import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { isAppError } from '@nutritest/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { authenticate } from '../api/authenticate';
import { errorMessage } from '../server-errors';

export const progressLines = ['Registrando usuario', 'Iniciando sesión', 'Cargando medios de pago'] as const;
/** Doc 1 §9: one progress line about every 1000 ms, automatic sign-in after 3300 ms. */
export const PROGRESS_LINE_MS = 1000;
export const AUTO_SIGN_IN_MS = 3300;

/**
 * Shown after a customer registers: the progress lines appear one by one, then the person is signed
 * in with the same credentials and the routing rule takes them on (to /loadingPayment without a kit).
 * When the sign-in is refused (the address already had an account: the registration answered as for
 * a new one and e-mailed its owner, decision 017), `onSignInRefused` lets the page say "Revisá tu
 * correo" instead.
 */
export function RegistrationProgressDialog({
  email,
  password,
  onSignInRefused,
}: {
  email: string;
  password: string;
  onSignInRefused: () => void;
}) {
  const { signIn } = useSession();
  const [shown, setShown] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const credentials = useRef({ email, password });
  const refused = useRef(onSignInRefused);
  refused.current = onSignInRefused;

  useEffect(() => {
    let cancelled = false;
    const lines = setInterval(() => setShown((n) => Math.min(n + 1, progressLines.length)), PROGRESS_LINE_MS);
    const login = setTimeout(() => {
      authenticate(credentials.current)
        .then((result) => {
          if (!cancelled) signIn(result);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          if (isAppError(error) && (error.code === 'INVALID_CREDENTIALS' || error.code === 'RATE_LIMITED')) {
            refused.current();
          } else {
            setFailure(errorMessage(error));
          }
        });
    }, AUTO_SIGN_IN_MS);
    return () => {
      cancelled = true;
      clearInterval(lines);
      clearTimeout(login);
    };
  }, [signIn]);

  return (
    <Dialog open aria-labelledby="registration-progress-title" aria-describedby="registration-progress-list">
      <DialogTitle id="registration-progress-title">Creando tu cuenta</DialogTitle>
      <DialogContent>
        <List id="registration-progress-list" aria-live="polite">
          {progressLines.slice(0, shown).map((line, i) => {
            const done = failure !== null ? i === 0 : i < shown - 1;
            return (
              <ListItem key={line} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {done ? (
                    <CheckCircle color="success" aria-hidden="true" />
                  ) : (
                    <CircularProgress size={20} aria-hidden="true" />
                  )}
                </ListItemIcon>
                <ListItemText primary={line} />
              </ListItem>
            );
          })}
        </List>
        {failure && (
          <Alert severity="warning" role="alert">
            Tu cuenta fue creada, pero no pudimos iniciar tu sesión: {failure}
          </Alert>
        )}
      </DialogContent>
      {failure && (
        <DialogActions>
          <Button component={RouterLink} to="/login" variant="contained">
            Ir a login
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
