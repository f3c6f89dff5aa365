import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AuthenticateResponse, totpCodeSchema } from '@nutritest/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../components/forms/text-input';
import { confirmSignInSetup, startSignInSetup, verifySignIn } from '../api/two-factor';
import { EnrolmentPanel } from './enrolment-panel';

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
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: verifySignIn, onSuccess: onSignedIn });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    verify.mutate({ challengeToken, code: parsed.data });
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Verificación en dos pasos">
      <Typography variant="h6" component="h2">
        Verificación en dos pasos
      </Typography>
      <Typography color="text.secondary">
        Ingresá el código de 6 dígitos que muestra tu app de autenticación.
      </Typography>
      {verify.isError && (
        <Alert severity="warning" role="alert">
          {verify.error.message}
        </Alert>
      )}
      <TextInput
        label="Código de verificación"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'Son 6 números; cambian cada 30 segundos.'}
      />
      <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
        {verify.isPending ? 'Verificando…' : 'Verificar'}
      </Button>
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
    onSuccess: onSignedIn,
  });

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
