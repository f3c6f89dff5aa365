import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AppError,
  longDateEs,
  montevideoDate,
  type TwoFactorEnrolment,
  type TwoFactorReauth,
  totpCodeSchema,
} from '@nutritest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatusQuery,
} from '../api/two-factor';
import { CodeField } from './code-field';
import { EnrolmentPanel } from './enrolment-panel';
import {
  emptyReauth,
  type ReauthErrors,
  ReauthFields,
  type ReauthValue,
  reauthProof,
  reauthServerErrors,
} from './reauth-fields';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** `18 de junio de 2026`: an instant's Montevideo calendar day. */
const longMontevideoDate = (at: Date) => longDateEs(montevideoDate(at));

/** The message of an error that is not about one of the form's fields (those show next to the field). */
function formMessage(error: unknown, fields: string[]): string | null {
  if (!error) return null;
  if (error instanceof AppError && error.fields && fields.some((f) => error.fields?.[f])) return null;
  return error instanceof Error ? error.message : 'No pudimos completar el cambio. Probá de nuevo.';
}

/**
 * Profile: "Verificación en dos pasos" — turn the authenticator-app code on or off, and (operators)
 * new recovery codes. Every change asks for the current password or an e-mailed code (issue 17).
 */
export function TwoFactorSection() {
  const titleId = useId();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery);
  const [isStarting, setIsStarting] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: startEnrolment,
    onSuccess: (data) => {
      setIsStarting(false);
      setEnrolment(data);
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmEnrolment({ code }),
    onSuccess: ({ recoveryCodes: codes, ...data }) => {
      queryClient.setQueryData(twoFactorStatusQuery.queryKey, data);
      setEnrolment(null);
      if (codes) setRecoveryCodes(codes);
      setNotice('Listo: desde ahora, al ingresar te vamos a pedir el código de tu app.');
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (data) => {
      queryClient.setQueryData(twoFactorStatusQuery.queryKey, data);
      setNotice('Desactivaste la verificación en dos pasos.');
    },
  });
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (data) => {
      setRecoveryCodes(data.recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
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
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <>
          {status.data?.enabled === true && (
            <Stack spacing={2}>
              <Alert severity="info">
                Activada
                {status.data.enabledAt ? ` desde el ${longMontevideoDate(new Date(status.data.enabledAt))}` : ''}.
              </Alert>
              {status.data.required ? (
                <>
                  <Typography color="text.secondary">
                    Las cuentas del equipo de operaciones siempre ingresan con verificación en dos pasos. Si perdés tu
                    app, ingresá con uno de tus códigos de recuperación.
                  </Typography>
                  {typeof status.data.recoveryCodesLeft === 'number' && (
                    <Typography>
                      {status.data.recoveryCodesLeft === 1
                        ? 'Te queda 1 código de recuperación sin usar.'
                        : `Te quedan ${status.data.recoveryCodesLeft} códigos de recuperación sin usar.`}
                    </Typography>
                  )}
                  <ReauthForm
                    label="Generar códigos de recuperación nuevos"
                    intro="Los códigos anteriores dejan de servir. Para generarlos, confirmá que sos vos."
                    submitLabel="Generar códigos nuevos"
                    pendingLabel="Generando…"
                    onSubmit={(proof) => regenerate.mutate(proof)}
                    pending={regenerate.isPending}
                    error={regenerate.error}
                  />
                </>
              ) : (
                <DisableForm
                  onDisable={(body) => disable.mutate(body)}
                  pending={disable.isPending}
                  error={disable.error}
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
            ) : isStarting ? (
              <Stack spacing={2}>
                <ReauthForm
                  label="Activar verificación en dos pasos"
                  intro="Antes de mostrarte el código QR, confirmá que sos vos."
                  submitLabel="Continuar"
                  pendingLabel="Preparando…"
                  onSubmit={(proof) => start.mutate(proof)}
                  pending={start.isPending}
                  error={start.error}
                />
                <Button
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    setIsStarting(false);
                    start.reset();
                  }}
                >
                  Cancelar
                </Button>
              </Stack>
            ) : (
              <Box>
                <Button
                  variant="outlined"
                  onClick={() => {
                    setNotice(null);
                    setIsStarting(true);
                  }}
                >
                  Activar verificación en dos pasos
                </Button>
              </Box>
            ))}
        </>
      )}
    </Box>
  );
}

/** The password (or e-mailed code) alone, for starting the enrolment and for new recovery codes. */
function ReauthForm({
  label,
  intro,
  submitLabel,
  pendingLabel,
  onSubmit,
  pending,
  error,
}: {
  label: string;
  intro: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (proof: TwoFactorReauth) => void;
  pending: boolean;
  error: unknown;
}) {
  const [reauth, setReauth] = useState<ReauthValue>(emptyReauth);
  const [errors, setErrors] = useState<ReauthErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = reauthProof(reauth);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.proof);
  }

  const message = formMessage(error, ['password', 'emailCode']);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={label}>
      <Typography>{intro}</Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <ReauthFields value={reauth} onChange={setReauth} errors={{ ...reauthServerErrors(error), ...errors }} />
      <Box>
        <Button type="submit" variant="outlined" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}

function DisableForm({
  onDisable,
  pending,
  error,
}: {
  onDisable: (body: TwoFactorReauth & { code: string }) => void;
  pending: boolean;
  error: unknown;
}) {
  const [code, setCode] = useState('');
  const [reauth, setReauth] = useState<ReauthValue>(emptyReauth);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReauthErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    const result = reauthProof(reauth);
    setCodeError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    setErrors('errors' in result ? result.errors : {});
    if (!parsed.success || 'errors' in result) return;
    onDisable({ code: parsed.data, ...result.proof });
  }

  const serverCode = error instanceof AppError ? error.fields?.code : undefined;
  const message = formMessage(error, ['code', 'password', 'emailCode']);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Desactivar verificación en dos pasos">
      <Typography>Para desactivarla, escribí el código que te muestra tu app ahora y confirmá que sos vos.</Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <CodeField value={code} onChange={setCode} error={codeError ?? serverCode} hint="Son 6 números." />
      <ReauthFields value={reauth} onChange={setReauth} errors={{ ...reauthServerErrors(error), ...errors }} />
      <Box>
        <Button type="submit" variant="outlined" color="error" disabled={pending}>
          {pending ? 'Desactivando…' : 'Desactivar'}
        </Button>
      </Box>
    </Stack>
  );
}
