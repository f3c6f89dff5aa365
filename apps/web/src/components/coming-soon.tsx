import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageShell } from './layout/page-shell';

/** Shown on routes whose feature arrives in a later issue. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageShell maxWidth="md">
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">Disponible pronto</Typography>
      </Paper>
    </PageShell>
  );
}
