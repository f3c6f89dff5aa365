import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppError, type TwoFactorReauth, totpCodeSchema, twoFactorMessages } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { TextInput } from '../../../components/forms/text-input';
import { requestChangeEmailCode } from '../api/two-factor';

/** How the person proves it is them when changing the second factor: the password or an e-mailed code. */
export interface ReauthValue {
  mode: 'password' | 'email';
  password: string;
  emailCode: string;
}
export const emptyReauth: ReauthValue = { mode: 'password', password: '', emailCode: '' };
export type ReauthErrors = { password?: string; emailCode?: string };

/** The request's proof, or the field errors to show before sending anything. */
export function reauthProof(value: ReauthValue): { proof: TwoFactorReauth } | { errors: ReauthErrors } {
  if (value.mode === 'password') {
    return value.password
      ? { proof: { password: value.password } }
      : { errors: { password: 'Ingresá tu contraseña actual.' } };
  }
  const parsed = totpCodeSchema.safeParse(value.emailCode);
  return parsed.success
    ? { proof: { emailCode: parsed.data } }
    : { errors: { emailCode: parsed.error.issues[0]?.message ?? twoFactorMessages.codeFormat } };
}

/** The server's field errors for these fields (wrong password, wrong or expired e-mailed code). */
export function reauthServerErrors(error: unknown): ReauthErrors {
  if (!(error instanceof AppError) || !error.fields) return {};
  const { password, emailCode } = error.fields;
  return { ...(password ? { password } : {}), ...(emailCode ? { emailCode } : {}) };
}

/**
 * "Contraseña actual", or "Enviarme un código por correo" and the code from that e-mail: asked in
 * the same request that turns the second factor on or off or makes new recovery codes (issue 17).
 */
export function ReauthFields({
  value,
  onChange,
  errors,
}: {
  value: ReauthValue;
  onChange: (value: ReauthValue) => void;
  errors: ReauthErrors;
}) {
  const send = useMutation({ mutationFn: requestChangeEmailCode });

  if (value.mode === 'password') {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          label="Contraseña actual"
          type="password"
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.target.value })}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password ?? 'La misma con la que ingresás a NutriTest.'}
          fullWidth
        />
        <Button
          size="small"
          onClick={() => {
            onChange({ ...value, mode: 'email' });
            send.mutate();
          }}
        >
          Enviarme un código por correo
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {send.isPending && <Box role="status">Enviando el código…</Box>}
      {send.isSuccess && (
        <Alert severity="info" role="status">
          {send.data.message}
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error" role="alert">
          {send.error.message}
        </Alert>
      )}
      <TextInput
        label="Código del correo"
        value={value.emailCode}
        onChange={(e) => onChange({ ...value, emailCode: e.target.value })}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        error={Boolean(errors.emailCode)}
        helperText={errors.emailCode ?? 'Revisá tu correo: son 6 números y vencen en 10 minutos.'}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => send.mutate()} disabled={send.isPending}>
          Enviarme otro código
        </Button>
        <Button size="small" onClick={() => onChange({ ...value, mode: 'password', emailCode: '' })}>
          Usar mi contraseña
        </Button>
      </Stack>
    </Stack>
  );
}
