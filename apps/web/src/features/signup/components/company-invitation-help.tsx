import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * /signup?user=1&fromCompany=1 without an invitation (issue 22, decision 027): a company pays an
 * employee's kit only through its invitation, whose link ties the new account to the company and
 * takes one of its places. A signup without it would be an ordinary customer asked to pay, so this
 * page says where the invitation is instead of promising a free kit.
 */
export function CompanyInvitationHelp() {
  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          ¿Tu empresa te invitó?
        </Typography>
        <Typography>
          Tu empresa cubre tu kit con una invitación: la envía desde su panel de NutriTest a tu correo, con un enlace
          para crear tu cuenta. Con ese enlace tu cuenta queda vinculada a tu empresa y no tenés que pagar nada.
        </Typography>
        <Alert severity="info">
          Buscá el correo «… te invitó a NutriTest» (revisá también la carpeta de spam) y abrí su botón{' '}
          <strong>Completar mis datos</strong>. Si no te llegó o ya venció, pedile a tu empresa que te invite o que te
          reenvíe la invitación.
        </Alert>
        <Typography color="text.secondary">
          Si preferís hacerte el test por tu cuenta, podés registrarte y pagar el kit vos.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/login" variant="contained">
            Ya tengo cuenta: ingresar
          </Button>
          <Button component={RouterLink} to="/signup?user=1" variant="outlined">
            Registrarme y comprar mi kit
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
