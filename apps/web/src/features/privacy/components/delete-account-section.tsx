import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ACCOUNTING_RETENTION_YEARS, AppError, DELETE_ACCOUNT_LINK_HOURS, messages } from '@nutritest/domain';
import { type FormEvent, useState } from 'react';
import { TextInput } from '../../../components/forms/text-input';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { useRequestDeletion } from '../api/deletion';
import { PrivacyBlock } from './privacy-block';

/** What goes and what stays, shown before anything is asked (docs/privacy.md). */
export function DeletionExplanation() {
  return (
    <>
      <Typography sx={{ mb: 1 }}>Al eliminar tu cuenta borramos:</Typography>
      <ul style={{ marginTop: 0 }}>
        <li>tus datos personales, de contacto y tus respuestas de salud;</li>
        <li>tus resultados genéticos, los genotipos del laboratorio y tu perfil nutricional;</li>
        <li>tus consentimientos, direcciones y el registro de quién vio tus resultados;</li>
        <li>el vínculo con tu nutricionista o tu empresa: dejan de verte.</li>
      </ul>
      <Typography sx={{ mb: 1 }}>
        Guardamos {ACCOUNTING_RETENTION_YEARS} años, sin tu nombre ni tus datos de contacto, solo los registros
        contables que exige la ley: compras, pagos, facturas y comisiones, con sus importes y fechas.
      </Typography>
      <Typography>No se puede deshacer. Si querés una copia, usá antes "Descargar mis datos".</Typography>
    </>
  );
}

function DeletionDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'explain' | 'password' | 'sent'>('explain');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useRequestDeletion();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) {
      setFieldError(messages.required);
      return;
    }
    setFieldError(null);
    request.mutate(
      { password },
      {
        onSuccess: () => setStep('sent'),
        onError: (err) => {
          if (err instanceof AppError && err.fields?.password) setFieldError(err.fields.password);
        },
      },
    );
  }

  const generalError =
    request.isError && !(request.error instanceof AppError && request.error.fields?.password)
      ? request.error instanceof AppError
        ? request.error.message
        : 'No pudimos enviar el pedido. Probá de nuevo.'
      : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-account-title" maxWidth="sm" fullWidth>
      <DialogTitle id="delete-account-title">Eliminar mi cuenta</DialogTitle>
      {step === 'explain' && (
        <>
          <DialogContent>
            <DeletionExplanation />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancelar</Button>
            <Button color="error" variant="contained" onClick={() => setStep('password')}>
              Quiero eliminar mi cuenta
            </Button>
          </DialogActions>
        </>
      )}
      {step === 'password' && (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              Ingresá tu contraseña. Te vamos a enviar un correo con un enlace para confirmar: vence en{' '}
              {DELETE_ACCOUNT_LINK_HOURS} horas y sirve una sola vez.
            </Typography>
            <TextInput
              label="Contraseña"
              type="password"
              autoComplete="current-password"
              fullWidth
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? ' '}
            />
            {generalError && <Alert severity="error">{generalError}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" color="error" variant="contained" disabled={request.isPending}>
              {request.isPending ? 'Enviando...' : 'Enviarme el enlace'}
            </Button>
          </DialogActions>
        </form>
      )}
      {step === 'sent' && (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {request.data?.message}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** "Eliminar mi cuenta": customers on their own; nutritionists and companies through support. */
export function DeleteAccountSection() {
  const { account } = useSession();
  const { supportEmail } = usePublicConfig();
  const [open, setOpen] = useState(false);
  if (!account) return null;
  return (
    <PrivacyBlock title="Eliminar mi cuenta">
      {account.role === 'Customer' ? (
        <>
          <Typography sx={{ mb: 2 }}>
            Podés eliminar tu cuenta y tus datos genéticos cuando quieras. Te explicamos antes qué se borra y qué
            guardamos.
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
            Eliminar mi cuenta
          </Button>
          {open && <DeletionDialog onClose={() => setOpen(false)} />}
        </>
      ) : (
        <Typography>
          Para eliminar esta cuenta escribinos a{' '}
          <Link href={`mailto:${supportEmail}`} underline="always">
            {supportEmail}
          </Link>
          : antes cerramos con vos los pagos, pacientes o cupos pendientes.
        </Typography>
      )}
    </PrivacyBlock>
  );
}
