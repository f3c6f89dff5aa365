import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';

/** The centred card of the public password pages, matching the sign-in page. */
export function PasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 2, sm: 4 },
        bgcolor: 'background.default',
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="NutriTest, inicio"
          sx={{ display: 'inline-flex', mb: 3, textDecoration: 'none' }}
        >
          <Logo height={36} />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
