import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account } from '@nutritest/domain';

/**
 * The welcome of a customer who came through their nutritionist (an invitation, or the code typed at
 * signup): who brought them and what happens next (issue 22 item 7). Nothing for anyone else.
 */
export function InviteeWelcome({ account }: { account: Account }) {
  const referer = account.referer;
  if (account.role !== 'Customer' || !referer) return null;
  const nutritionist = `${referer.profile.firstName} ${referer.profile.lastName}`.trim() || 'Tu nutricionista';
  const firstName = account.profile.firstName?.trim();
  return (
    <Paper
      component="section"
      aria-labelledby="invitee-welcome-title"
      sx={{ p: { xs: 2.5, sm: 4 }, borderLeft: 6, borderColor: 'primary.main' }}
    >
      <Typography id="invitee-welcome-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        {firstName ? `¡Te damos la bienvenida, ${firstName}!` : '¡Te damos la bienvenida!'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <strong>{nutritionist}</strong>, tu nutricionista, te invitó a NutriTest para acompañarte con los resultados de
        tu test genético.
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>Qué sigue</Typography>
      <Typography component="ol" sx={{ m: 0, mt: 0.5, pl: 3, '& li + li': { mt: 0.5 } }}>
        <li>Comprá tu kit: acá abajo ves el precio, podés aplicar un cupón y pagar en hasta 6 cuotas.</li>
        <li>Agendá la entrega del kit y el retiro de tu muestra de saliva desde tu inicio.</li>
        <li>
          En hasta 45 días hábiles desde el retiro tenés tus resultados, y {nutritionist} los ve para acompañarte. Podés
          dejar de compartirlos cuando quieras desde tu perfil.
        </li>
      </Typography>
    </Paper>
  );
}
