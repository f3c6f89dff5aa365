import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, type AuthenticateResponse, recoveryCodeSchema, totpCodeSchema } from '@nutritest/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/forms/text-input';
import { confirmSignInSetup, startSignInSetup, verifySignIn } from '../api/two-factor';
import { CodeField } from './code-field';
import { EnrolmentPanel } from './enrolment-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

export type SignInChallenge = { kind: 'code' | 'setup'; challengeToken: string };

/**
 * The login's second step after a right password: the authenticator's code, or (operators without
 * it) enrolling first. `onSignedIn` gets the same answer the password step gives without 2FA.
 */
export function TwoFactorSignIn({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SignInChallenge;
  onSignedIn: (result: AuthenticateResponse) => void;
  onRestart: () => void;
}) {
  return (
    <Stack spacing={2}>
      {challenge.kind === 'code' ? (
        <CodeStep challengeToken={challenge.challengeToken} onSignedIn={onSignedIn} />
      ) : (
        <SetupStep challengeToken={challenge.challengeToken} onSignedIn={onSignedIn} />
      )}
      <Button onClick={onRestart}>Volver a ingresar la contraseña</Button>
    </Stack>
  );
}

function CodeStep({
  challengeToken,
  onSignedIn,
}: {
  challengeToken: string;
  onSignedIn: (result: AuthenticateResponse) => void;
}) {
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: verifySignIn, onSuccess: onSignedIn });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = (isRecovery ? recoveryCodeSchema : totpCodeSchema).safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    verify.mutate(isRecovery ? { challengeToken, recoveryCode: parsed.data } : { challengeToken, code: parsed.data });
  }

  function switchKind() {
    setIsRecovery((value) => !value);
    setCode('');
    setFieldError(null);
    verify.reset();
  }

  const serverField =
    verify.error instanceof AppError ? (verify.error.fields?.[isRecovery ? 'recoveryCode' : 'code'] ?? null) : null;
  const error = fieldError ?? serverField;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Verificación en dos pasos">
      <Typography variant="h6" component="h2">
        Verificación en dos pasos
      </Typography>
      <Typography color="text.secondary">
        {isRecovery
          ? 'Ingresá uno de los códigos de recuperación que guardaste al activar la verificación. Cada uno sirve una sola vez.'
          : 'Ingresá el código de 6 dígitos que muestra tu app de autenticación.'}
      </Typography>
      {verify.isError && !serverField && (
        <Alert severity="warning" role="alert">
          {verify.error.message}
        </Alert>
      )}
      {isRecovery ? (
        <TextInput
          key="recovery"
          label="Código de recuperación"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'none', spellCheck: false } }}
          error={Boolean(error)}
          helperText={error ?? 'Como abcd-efgh-ijkm-npqr.'}
        />
      ) : (
        <CodeField key="code" value={code} onChange={setCode} error={error} autoFocus />
      )}
      <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
        {verify.isPending ? 'Verificando…' : 'Verificar'}
      </Button>
      <Button onClick={switchKind}>{isRecovery ? 'Usar el código de mi app' : 'Usar un código de recuperación'}</Button>
      {isRecovery && (
        <Typography variant="body2" color="text.secondary">
          Los códigos de recuperación son para el equipo de operaciones. Si no sos del equipo y perdiste tu app,{' '}
          <Link component={RouterLink} to="/resetPassword">
            pedí una contraseña nueva
          </Link>
          : con ella te mandamos por correo un enlace para quitar la verificación en dos pasos.
        </Typography>
      )}
    </Stack>
  );
}

function SetupStep({
  challengeToken,
  onSignedIn,
}: {
  challengeToken: string;
  onSignedIn: (result: AuthenticateResponse) => void;
}) {
  const enrolment = useQuery({
    queryKey: ['two-factor', 'sign-in-setup', challengeToken] as const,
    queryFn: () => startSignInSetup(challengeToken),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmSignInSetup({ challengeToken, code }),
  });

  // The session waits until the operator has kept the recovery codes (shown only this once).
  if (confirm.data) {
    const { recoveryCodes, ...session } = confirm.data;
    return (
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Verificación en dos pasos activada
        </Typography>
        <RecoveryCodesPanel
          codes={recoveryCodes}
          onDone={() => onSignedIn(session)}
          doneLabel="Ya los guardé, ingresar"
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Activá la verificación en dos pasos
      </Typography>
      <Typography color="text.secondary">
        Las cuentas del equipo de operaciones ingresan con un código de una app de autenticación. Configurala ahora para
        continuar.
      </Typography>
      {enrolment.isPending && <Typography>Preparando el código QR…</Typography>}
      {enrolment.isError && (
        <Alert severity="warning" role="alert">
          {enrolment.error.message}
        </Alert>
      )}
      {enrolment.data && (
        <EnrolmentPanel
          enrolment={enrolment.data}
          onConfirm={(code) => confirm.mutate(code)}
          pending={confirm.isPending}
          error={confirm.error?.message ?? null}
          submitLabel="Activar e ingresar"
        />
      )}
    </Stack>
  );
}
