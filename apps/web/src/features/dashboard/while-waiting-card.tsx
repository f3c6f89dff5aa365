import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * Under the kit flow until the results are sent (issue 22 item 18): the nutrition calculator (with no
 * genetic adjustment yet) and the weekly meals are there while the customer waits.
 */
export function WhileWaitingCard() {
  return (
    <Paper component="section" aria-labelledby="while-waiting-title" sx={{ p: { xs: 2.5, sm: 4 }, mt: 3 }}>
      <Typography id="while-waiting-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Mientras esperás tus resultados
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        Tus resultados llegan en hasta 45 días hábiles desde el retiro de tu muestra. Mientras tanto podés calcular tu
        perfil nutricional (todavía sin ajustes genéticos) y pedir platos semanales.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/home" variant="contained">
          Calcular mi perfil nutricional
        </Button>
        <Button component={RouterLink} to="/platos-semanales" variant="outlined">
          Pedir platos semanales
        </Button>
      </Stack>
    </Paper>
  );
}
