import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { removeTwoFactor } from './api/two-factor';

/**
 * /quitar-verificacion?data=… : the page of the single-use link e-mailed with a temporary password
 * to an account with two-factor sign-in (issue 17). Nothing happens on opening it (mail scanners
 * open links): the person reads what it does and confirms with the button. Signed in or not.
 */
export default function TwoFactorRemovalPage() {
  const [params] = useSearchParams();
  const data = params.get('data') ?? '';
  const remove = useMutation({ mutationFn: removeTwoFactor });

  return (
    <PageShell maxWidth="sm">
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Quitar la verificación en dos pasos
        </Typography>
        {remove.isSuccess ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {remove.data.message}
            </Alert>
            <Typography>
              Ya podés ingresar solo con tu contraseña. Te recomendamos volver a activarla desde tu perfil con tu
              celular nuevo.
            </Typography>
            <Button component={RouterLink} to="/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              Ir a ingresar
            </Button>
          </Stack>
        ) : !data ? (
          <Alert severity="warning">El enlace no es válido o ya fue usado.</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography>
              Si perdiste tu app de autenticación, con este enlace quitás la verificación en dos pasos de tu cuenta y
              podés ingresar solo con tu contraseña. El enlace sirve una sola vez y te avisamos por correo.
            </Typography>
            <Typography color="text.secondary">
              Si todavía tenés la app, no hace falta: ingresá con la contraseña temporal y el código de la app.
            </Typography>
            {remove.isError && (
              <Alert severity="error" role="alert">
                {remove.error instanceof AppError ? remove.error.message : 'No pudimos quitarla. Probá de nuevo.'}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" onClick={() => remove.mutate({ data })} disabled={remove.isPending}>
                {remove.isPending ? 'Quitando…' : 'Quitar la verificación en dos pasos'}
              </Button>
              <Button component={RouterLink} to="/login">
                No, conservarla
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </PageShell>
  );
}
