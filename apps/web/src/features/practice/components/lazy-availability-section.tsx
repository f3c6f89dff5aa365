import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';

const Section = lazy(() => import('./consultations-panel').then((m) => ({ default: m.AvailabilitySection })));

/**
 * The availability editor for other features (operations' Agenda de nutricionistas), loaded with its
 * code on demand: through the practice index it would otherwise ride along with the nutritionist's
 * dashboard. While the code arrives it shows the editor's own loading state.
 */
export function AvailabilitySection(props: { nutritionistId?: string }) {
  return (
    <Suspense fallback={<CircularProgress aria-label="Cargando la disponibilidad" sx={{ my: 2 }} />}>
      <Section {...props} />
    </Suspense>
  );
}
