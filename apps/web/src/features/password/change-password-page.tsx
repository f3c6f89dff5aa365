import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@nutritest/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { isResetLinkQuery, useConfirmPasswordReset } from './api/confirm-reset';
import { PasswordCard } from './components/password-card';

/**
 * /changePassword: the page the reset e-mail links to. It confirms the reset on load with the raw
 * `?data=` query of the link; the server then e-mails a temporary password (doc 1 §2, §8).
 */
export default function ChangePasswordPage() {
  const { search } = useLocation();
  const confirmation = useConfirmPasswordReset(search);
  const failed = !isResetLinkQuery(search) || confirmation.isError;

  return (
    <PasswordCard title="Cambio de contraseña">
      {failed ? (
        <Stack spacing={3}>
          <Alert severity="error">
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {messages.resetConfirmFailed}
            </Typography>
            <Typography component="p">
              El enlace puede haber vencido o ya haber sido usado. Pedí uno nuevo para restablecer tu contraseña.
            </Typography>
          </Alert>
          <Button component={RouterLink} to="/resetPassword" variant="contained" size="large">
            Pedir un enlace nuevo
          </Button>
          <Button component={RouterLink} to="/login" variant="text">
            Ir a login
          </Button>
        </Stack>
      ) : confirmation.isSuccess ? (
        <Stack spacing={3}>
          <Alert severity="success">
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {messages.resetConfirmed}
            </Typography>
            <Typography component="p">
              Te enviamos por correo una contraseña temporal para que puedas ingresar. Si no la encontrás, revisá la
              carpeta de correo no deseado (spam). Después de ingresar podés cambiarla desde Editar perfil.
            </Typography>
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Ir a login
          </Button>
        </Stack>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Estamos restableciendo tu contraseña…</Typography>
        </Box>
      )}
    </PasswordCard>
  );
}
