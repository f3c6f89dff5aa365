import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A DNA helix beside a plate: drawn inline, no external image. */
function DnaIllustration() {
  const rungs = Array.from({ length: 9 }, (_, i) => i);
  return (
    <Box
      component="svg"
      viewBox="0 0 220 200"
      role="img"
      aria-label="Ilustración de una cadena de ADN junto a un plato con alimentos"
      sx={{ width: { xs: 180, md: 220 }, height: 'auto', flexShrink: 0 }}
    >
      <circle cx="150" cy="130" r="58" fill="#ece8fb" />
      <circle cx="150" cy="130" r="42" fill="#fff" stroke="#6f58dc" strokeWidth="3" />
      <circle cx="137" cy="118" r="12" fill="#7cb342" />
      <circle cx="162" cy="122" r="9" fill="#ef6c00" />
      <path d="M132 146 q18 10 36 0" fill="none" stroke="#d32f2f" strokeWidth="6" strokeLinecap="round" />
      <path d="M40 10 C 100 40, -20 80, 40 110 S -20 180, 40 195" fill="none" stroke="#6f58dc" strokeWidth="5" />
      <path d="M40 10 C -20 40, 100 80, 40 110 S 100 180, 40 195" fill="none" stroke="#4a3aa8" strokeWidth="5" />
      {rungs.map((i) => (
        <line
          key={i}
          x1="18"
          x2="62"
          y1={24 + i * 20}
          y2={24 + i * 20}
          stroke={i % 2 ? '#f2c200' : '#2e7d32'}
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.8"
        />
      ))}
    </Box>
  );
}

/** Introducción al estudio: title, two intro paragraphs and an illustration. */
export function WelcomeCard() {
  return (
    <Paper
      component="section"
      aria-labelledby="welcome-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 20rem' }}>
        <Typography id="welcome-title" component="h2" variant="h5" sx={{ mb: 2 }}>
          Te damos la bienvenida a tus resultados nutrigenéticos
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Tu ADN guarda información sobre cómo tu cuerpo asimila los nutrientes. Con tus resultados vas a conocer qué
          alimentos tu organismo aprovecha o tolera mejor y cuáles peor, para saber cuáles conviene preferir, cuáles
          moderar y cuáles evitar.
        </Typography>
        <Typography>
          Tus recomendaciones parten de las guías alimentarias para todas las personas y tu genética las ajusta, como
          mucho un nivel. El peso depende sobre todo de lo que comés, de cuánto te movés y de tu descanso: en un ensayo
          con 609 adultos (DIETFITS, JAMA 2018), elegir la dieta según el genotipo no hizo bajar más de peso. Los
          resultados muestran tendencias genéticas: no confirman ni descartan enfermedades.
        </Typography>
      </Box>
      <DnaIllustration />
    </Paper>
  );
}
