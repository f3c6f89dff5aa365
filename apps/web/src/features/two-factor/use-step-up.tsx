import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { totpCodeSchema } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { requestStepUpEmailCode, stepUp, twoFactorStatusQuery } from './api/two-factor';
import { CodeField } from './components/code-field';

/**
 * A fresh second factor before sensitive data leaves the portal (results PDF, data export).
 *
 *   const { requestStepUp, stepUpDialog } = useStepUp();
 *   const token = await requestStepUp();          // opens the dialog; null when cancelled
 *   if (token) apiRequest('GET', path, { headers: { [STEP_UP_HEADER]: token } });
 *   return <>{button}{stepUpDialog}</>;
 *
 * With TOTP on, the dialog asks for the authenticator app's code; otherwise it offers to e-mail a
 * 6-digit code first. The token is valid 5 minutes, for this account and session only.
 */
export function useStepUp(): { requestStepUp: () => Promise<string | null>; stepUpDialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((token: string | null) => void) | null>(null);

  const finish = useCallback((token: string | null) => {
    resolver.current?.(token);
    resolver.current = null;
    setOpen(false);
  }, []);

  // A pending promise is settled (as cancelled) when the component using the hook goes away.
  useEffect(() => () => resolver.current?.(null), []);

  const requestStepUp = useCallback(() => {
    resolver.current?.(null);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
      setOpen(true);
    });
  }, []);

  const stepUpDialog = open ? <StepUpDialog onDone={(token) => finish(token)} onCancel={() => finish(null)} /> : null;
  return { requestStepUp, stepUpDialog };
}

function StepUpDialog({ onDone, onCancel }: { onDone: (token: string) => void; onCancel: () => void }) {
  const status = useQuery(twoFactorStatusQuery);
  const usesApp = status.data?.enabled === true;
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'checking' | null>(null);

  async function sendEmail() {
    setBusy('sending');
    setError(null);
    try {
      const answer = await requestStepUpEmailCode();
      setSent(answer.message);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy('checking');
    try {
      const answer = await stepUp({ code: parsed.data });
      onDone(answer.stepUpToken);
    } catch (err) {
      setError((err as Error).message);
      setBusy(null);
    }
  }

  const canType = usesApp || sent !== null;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="step-up-title">Confirmá que sos vos</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {status.isPending ? (
              <DialogContentText>Cargando…</DialogContentText>
            ) : usesApp ? (
              <DialogContentText>
                Tus resultados genéticos son datos sensibles. Ingresá el código de 6 dígitos que muestra tu app de
                autenticación.
              </DialogContentText>
            ) : (
              <DialogContentText>
                Tus resultados genéticos son datos sensibles. Te mandamos un código de 6 dígitos a tu correo para
                confirmar que sos vos.
              </DialogContentText>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {sent && <Alert severity="info">{sent}</Alert>}
            {!usesApp && !status.isPending && (
              <Button variant={sent ? 'text' : 'contained'} onClick={sendEmail} disabled={busy !== null}>
                {busy === 'sending' ? 'Enviando…' : sent ? 'Enviarme otro código' : 'Enviarme un código por correo'}
              </Button>
            )}
            {canType && (
              <CodeField value={code} onChange={setCode} error={fieldError} hint="Son 6 números." autoFocus />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!canType || busy !== null}>
            {busy === 'checking' ? 'Verificando…' : 'Confirmar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
