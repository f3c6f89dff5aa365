import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { traitZones } from '@nutritest/content';
import { isAppError } from '@nutritest/domain';
import { useResults } from '../api/get-results';
import { toViewItems, zoneTitles } from '../lib/view-items';
import { TraitCard } from './trait-card';

export const RESULTS_ERROR = 'Hubo un error al mostrar los diagnosticos';

/** The API's own Spanish text when the results are not there yet (404 with a message), else null. */
export function notYetMessage(error: unknown): string | null {
  return isAppError(error) && error.code === 'NOT_FOUND' && error.message.includes('todavía') ? error.message : null;
}

export function ResultsNotice({ error }: { error: unknown }) {
  const notYet = notYetMessage(error);
  return notYet ? <Alert severity="info">{notYet}</Alert> : <Alert severity="error">{RESULTS_ERROR}</Alert>;
}

/**
 * The diagnostics summary (doc 2 §2): one card per trait. A patient sees the three zone groups
 * separately; a nutritionist one merged list.
 */
export function DiagnosticsList({ patientId, isNutritionist }: { patientId?: string; isNutritionist: boolean }) {
  const results = useResults(patientId);
  if (results.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando diagnósticos" />
      </Box>
    );
  }
  if (results.isError) return <ResultsNotice error={results.error} />;
  const items = toViewItems(results.data.items);

  if (isNutritionist) {
    return (
      <Box component="section" aria-labelledby="diagnostics-all">
        <Typography id="diagnostics-all" component="h2" variant="h5" sx={{ mb: 2 }}>
          Diagnósticos
        </Typography>
        {items.map((view) => (
          <TraitCard key={view.key} view={view} />
        ))}
      </Box>
    );
  }
  return (
    <>
      {traitZones.map((zone) => {
        const group = items.filter((view) => view.zone === zone);
        if (group.length === 0) return null;
        return (
          <Box key={zone} component="section" aria-labelledby={`zone-${zone}`} sx={{ mb: 4 }}>
            <Typography id={`zone-${zone}`} component="h2" variant="h5" sx={{ mb: 2 }}>
              {zoneTitles[zone]}
            </Typography>
            {group.map((view) => (
              <TraitCard key={view.key} view={view} />
            ))}
          </Box>
        );
      })}
    </>
  );
}
