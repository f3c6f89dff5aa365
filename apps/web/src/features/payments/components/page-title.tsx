import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading and lead text of a payment page. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
