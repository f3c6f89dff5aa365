import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageShell } from '../../components/layout/page-shell';
import { usePublicConfig } from '../../lib/public-config';
import { visuallyHidden } from '../../lib/visually-hidden';

/** '+598 2900 0000' → 'tel:+59829000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** /agenda (doc 2 §2): booking inside NutriTest is coming; meanwhile by WhatsApp or by phone. */
export default function AgendaPage() {
  const { whatsappNumber, supportPhone } = usePublicConfig();
  return (
    <PageShell maxWidth="md">
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main' }} aria-hidden="true">
            <EventAvailableOutlined sx={{ fontSize: 48 }} />
          </Box>
          <Typography component="h1" variant="h4">
            Agenda
          </Typography>
          <Typography>Muy pronto vas a poder agendar tus consultas desde NutriTest.</Typography>
          <Typography>Mientras tanto, agendá tu consulta con nosotros por WhatsApp o por teléfono.</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              component="a"
              href={`https://wa.me/${whatsappNumber}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              startIcon={<WhatsApp />}
            >
              Escribinos por WhatsApp{' '}
              <Box component="span" sx={visuallyHidden}>
                (se abre en una pestaña nueva)
              </Box>
            </Button>
            <Button component="a" href={telHref(supportPhone)} variant="outlined" startIcon={<PhoneOutlined />}>
              <Box component="span" sx={visuallyHidden}>
                Llamanos al
              </Box>{' '}
              {supportPhone}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </PageShell>
  );
}
