import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useResendConfirmation } from '../api/resend-confirmation';
import { errorMessage } from '../server-errors';

/**
 * "We sent you an activation e-mail", with Reenviar email (POST /v1/Account/resendemailregister).
 * `neutral`: after a signup whose automatic sign-in failed. The address may already have had an
 * account (its owner got a notice instead, decision 017), so the text only says an e-mail went out.
 */
export function EmailSentStep({
  email,
  title = 'Revisá tu correo',
  neutral = false,
  children,
}: {
  email: string | null;
  title?: string;
  neutral?: boolean;
  children?: ReactNode;
}) {
  const resend = useResendConfirmation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
      </Box>
      {neutral ? (
        <Typography>
          {email ? (
            <>
              Te enviamos un correo a <strong>{email}</strong> con los pasos para seguir.
            </>
          ) : (
            'Te enviamos un correo con los pasos para seguir.'
          )}{' '}
          Cuando hayas activado tu cuenta, ingresá con tu correo y tu contraseña.
        </Typography>
      ) : (
        <Typography>
          {email ? (
            <>
              Te enviamos un correo de activación a <strong>{email}</strong>. Abrí el enlace del correo para confirmar
              tu cuenta.
            </>
          ) : (
            'Te enviamos un correo de activación. Abrí el enlace del correo para confirmar tu cuenta.'
          )}
        </Typography>
      )}
      <Typography color="text.secondary">
        Si no lo ves en unos minutos, revisá la carpeta de spam o pedí que te lo reenviemos. El enlace vence en 24
        horas.
      </Typography>
      {resend.isSuccess && (
        <Alert severity="success" role="status">
          Te reenviamos el correo de activación.
        </Alert>
      )}
      {resend.isError && (
        <Alert severity="warning" role="alert">
          {errorMessage(resend.error)}
        </Alert>
      )}
      {email && (
        <Button variant="outlined" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
          {resend.isPending ? 'Reenviando…' : 'Reenviar email'}
        </Button>
      )}
      {children}
    </Stack>
  );
}
