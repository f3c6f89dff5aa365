import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { glossary } from '@nutritest/content';

/** Glosario: the terms the results use. */
export function GlossaryPanel() {
  return (
    <Paper
      component="section"
      aria-labelledby="glossary-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}
    >
      <Typography id="glossary-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        Glosario
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {glossary.map(({ term, definition }) => (
          <Box key={term} sx={{ mb: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 700, color: 'primary.dark' }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {definition}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
