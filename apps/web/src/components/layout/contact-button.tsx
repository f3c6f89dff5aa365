import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { usePublicConfig } from '../../lib/public-config';

/** The floating WhatsApp contact button shown on every screen (doc 1 §1). */
export function ContactButton() {
  const { whatsappNumber } = usePublicConfig();
  const text = encodeURIComponent('Hola, tengo una consulta sobre NutriTest.');
  return (
    <Fab
      component="a"
      href={`https://wa.me/${whatsappNumber}?text=${text}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escribinos por WhatsApp"
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        zIndex: (t) => t.zIndex.snackbar - 1,
        bgcolor: '#1f8f4e',
        color: '#fff',
        '&:hover': { bgcolor: '#17733e' },
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
