import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Account, formatDateEs } from '@nutritest/domain';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * Issue 41 item 7: a customer whose company unlinked them before the kit was delivered lands on the
 * kit's price with no kit any more. Say who did it, that the company no longer pays, and what the
 * person can do. Nothing for anyone else.
 */
export function CompanyUnlinkNotice({ account }: { account: Account }) {
  const { supportEmail } = usePublicConfig();
  const unlink = account.profile.companyUnlink;
  if (account.role !== 'Customer' || !unlink || account.profile.analysis) return null;
  const day = formatDateEs(unlink.at.slice(0, 10));
  return (
    <Paper
      component="section"
      aria-labelledby="company-unlink-title"
      sx={{ p: { xs: 2.5, sm: 4 }, borderLeft: 6, borderColor: 'warning.main' }}
    >
      <Typography id="company-unlink-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        Tu empresa ya no cubre tu kit
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <strong>{unlink.company}</strong> te quitó de su lista de empleados el {day}. Por eso ya no paga tu kit y
        cancelamos el que tenías asignado (si había una entrega agendada, no va a ir nadie). Tu cuenta sigue activa.
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>Qué podés hacer</Typography>
      <Typography component="ul" sx={{ m: 0, mt: 0.5, pl: 3, '& li + li': { mt: 0.5 } }}>
        <li>
          Si creés que es un error, hablalo con {unlink.company}. Si te vuelve a invitar, la invitación aparece acá
          mismo y la aceptás con un botón: el kit no tiene costo para vos.
        </li>
        <li>Si querés hacerte el test igual, podés comprar tu kit acá abajo.</li>
        <li>
          ¿Dudas? Escribinos a{' '}
          <Link href={`mailto:${supportEmail}`} underline="always">
            {supportEmail}
          </Link>
          .
        </li>
      </Typography>
    </Paper>
  );
}
