import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * The nutritionist dashboard before any patient or pending invitation (doc 1 §2 "signup view"):
 * how patients get linked, with the public code to share and the Cargar paciente button.
 */
export function SignupView({ firstName, publicCode }: { firstName: string; publicCode: string | null }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    if (!publicCode) return;
    try {
      await navigator.clipboard.writeText(publicCode);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="signup-view-title" sx={{ p: { xs: 3, sm: 5 } }}>
      <Stack spacing={3}>
        <Typography id="signup-view-title" variant="h5" component="h2">
          {firstName
            ? `¡Te damos la bienvenida, ${firstName}! Cargá a tus primeros pacientes`
            : 'Cargá a tus primeros pacientes'}
        </Typography>
        <Typography>
          Acá vas a ver a tus pacientes, en qué estado está su kit y, cuando lleguen, sus resultados. Podés sumarlos de
          dos maneras:
        </Typography>
        <Box>
          <Typography variant="h6" component="h3" gutterBottom>
            1. Compartí tu código
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Cuando tus pacientes ingresan tu código al registrarse, quedan vinculados a vos.
          </Typography>
          {publicCode && (
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 2,
                p: 2,
                borderRadius: 2,
                bgcolor: 'brandLight.primary',
              }}
            >
              <Typography
                component="p"
                sx={{ fontSize: { xs: 28, sm: 36 }, fontWeight: 800, letterSpacing: '0.12em', color: 'primary.dark' }}
              >
                <Box component="span" sx={{ fontSize: 16, fontWeight: 700, letterSpacing: 0, mr: 1 }}>
                  Tu código:
                </Box>
                {publicCode}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                onClick={() => void copy()}
                // On the tinted panel the purple text needs a white button for AA contrast.
                sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                Copiar código
              </Button>
            </Box>
          )}
          <Box role="status" sx={{ mt: copied === null ? 0 : 2 }}>
            {copied === true && <Alert severity="success">Código copiado.</Alert>}
            {copied === false && (
              <Alert severity="info">No pudimos copiarlo automáticamente: seleccioná el código y copialo.</Alert>
            )}
          </Box>
        </Box>
        <Box>
          <Typography variant="h6" component="h3" gutterBottom>
            2. Invitalos vos
          </Typography>
          <Typography>
            Con el botón <strong>Cargar paciente</strong> le enviás una invitación por correo (solo con su nombre y
            correo), o cargás todos sus datos para que solo tenga que confirmarlos. Cuando se registre y tenga su kit,
            va a aparecer en tu lista.
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
