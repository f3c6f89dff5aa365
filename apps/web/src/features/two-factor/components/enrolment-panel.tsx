import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TwoFactorEnrolment, totpCodeSchema } from '@nutritest/domain';
import { type FormEvent, useState } from 'react';
import { CodeField } from './code-field';

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Step 1: scan the QR (or type the secret) in an authenticator app; step 2: type the code it shows.
 * Used from the profile and from an operator's first sign-in.
 */
export function EnrolmentPanel({
  enrolment,
  onConfirm,
  pending,
  error,
  submitLabel = 'Activar',
}: {
  enrolment: TwoFactorEnrolment;
  onConfirm: (code: string) => void;
  pending: boolean;
  error: string | null;
  submitLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    onConfirm(parsed.data);
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Activar verificación en dos pasos">
      <Typography>
        1. Abrí tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password u otra) y escaneá este
        código QR.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrSvgDataUrl}
        alt="Código QR para agregar NutriTest a tu app de autenticación"
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography>¿No podés escanearlo? Ingresá esta clave a mano en la app:</Typography>
      <Typography
        component="code"
        aria-label="Clave para ingresar a mano"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: 1, wordBreak: 'break-all' }}
      >
        {groupSecret(enrolment.secret)}
      </Typography>
      <Typography>2. Escribí el código de 6 dígitos que te muestra la app.</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <CodeField value={code} onChange={setCode} error={fieldError} />
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? 'Verificando…' : submitLabel}
      </Button>
    </Stack>
  );
}
