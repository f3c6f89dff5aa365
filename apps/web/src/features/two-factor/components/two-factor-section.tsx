import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TwoFactorEnrolment, totpCodeSchema } from '@nutritest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { TextInput } from '../../../components/forms/text-input';
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorStatusQuery } from '../api/two-factor';
import { EnrolmentPanel } from './enrolment-panel';

const dateFormat = new Intl.DateTimeFormat('es-UY', { timeZone: 'America/Montevideo', dateStyle: 'long' });

/** Profile: "Verificación en dos pasos" — turn the authenticator-app code on or off. */
export function TwoFactorSection() {
  const titleId = useId();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const start = useMutation({ mutationFn: startEnrolment, onSuccess: (data) => setEnrolment(data) });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmEnrolment({ code }),
    onSuccess: (data) => {
      queryClient.setQueryData(twoFactorStatusQuery.queryKey, data);
      setEnrolment(null);
      setNotice('Listo: desde ahora, al ingresar te vamos a pedir el código de tu app.');
    },
  });
  const disable = useMutation({
    mutationFn: (code: string) => disableTwoFactor({ code }),
    onSuccess: (data) => {
      queryClient.setQueryData(twoFactorStatusQuery.queryKey, data);
      setNotice('Desactivaste la verificación en dos pasos.');
    },
  });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 5 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Verificación en dos pasos
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Además de tu contraseña, al ingresar te pedimos un código de 6 dígitos de una app de autenticación en tu
        celular. Así, aunque alguien sepa tu contraseña, no puede entrar a tu cuenta.
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {status.isPending && <Typography>Cargando…</Typography>}
      {status.isError && <Alert severity="error">No pudimos cargar el estado de la verificación en dos pasos.</Alert>}
      {status.data?.enabled === true && (
        <Stack spacing={2}>
          <Alert severity="info">
            Activada
            {status.data.enabledAt ? ` desde el ${dateFormat.format(new Date(status.data.enabledAt))}` : ''}.
          </Alert>
          {status.data.required ? (
            <Typography color="text.secondary">
              Las cuentas del equipo de operaciones siempre ingresan con verificación en dos pasos.
            </Typography>
          ) : (
            <DisableForm
              onDisable={(code) => disable.mutate(code)}
              pending={disable.isPending}
              error={disable.error?.message ?? null}
            />
          )}
        </Stack>
      )}
      {status.data?.enabled === false &&
        (enrolment ? (
          <Stack spacing={2}>
            <EnrolmentPanel
              enrolment={enrolment}
              onConfirm={(code) => confirm.mutate(code)}
              pending={confirm.isPending}
              error={confirm.error?.message ?? null}
            />
            <Button onClick={() => setEnrolment(null)}>Cancelar</Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {start.isError && <Alert severity="error">{start.error.message}</Alert>}
            <Button
              variant="outlined"
              onClick={() => {
                setNotice(null);
                start.mutate();
              }}
              disabled={start.isPending}
            >
              {start.isPending ? 'Preparando…' : 'Activar verificación en dos pasos'}
            </Button>
          </Stack>
        ))}
    </Box>
  );
}

function DisableForm({
  onDisable,
  pending,
  error,
}: {
  onDisable: (code: string) => void;
  pending: boolean;
  error: string | null;
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
    onDisable(parsed.data);
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Desactivar verificación en dos pasos">
      <Typography>Para desactivarla, escribí el código que te muestra tu app ahora.</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label="Código de verificación"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'Son 6 números.'}
      />
      <Box>
        <Button type="submit" variant="outlined" color="error" disabled={pending}>
          {pending ? 'Desactivando…' : 'Desactivar'}
        </Button>
      </Box>
    </Stack>
  );
}
