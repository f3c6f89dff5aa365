import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mealsTexts } from '@nutritest/domain';

/** The meals intro (doc 2 §2): the spec's line and what the service is. */
export function MealsIntro() {
  return (
    <Box component="section" aria-labelledby="meals-intro" sx={{ mb: 3 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Platos semanales
      </Typography>
      <Typography id="meals-intro" component="h2" variant="h6" color="primary.dark" sx={{ mb: 1 }}>
        {mealsTexts.intro}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        Cada semana cocinamos platos caseros y equilibrados, listos para calentar, y te los llevamos a tu casa los
        lunes, martes, jueves y viernes. Elegí tus platos y el día en que querés recibir cada uno.
      </Typography>
    </Box>
  );
}
