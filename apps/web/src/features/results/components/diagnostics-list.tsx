import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { isAppError } from '@nutritest/domain';
import { useResults } from '../api/get-results';
import { toCardGroups } from '../lib/view-items';
import { TraitCard } from './trait-card';

/** Doc 2 says 'los diagnosticos'; the results are not diagnoses (decision 018). */
export const RESULTS_ERROR = 'Hubo un error al mostrar los resultados';

/** The API's own Spanish text when the results are not there yet (404 with a message), else null. */
export function notYetMessage(error: unknown): string | null {
  return isAppError(error) && error.code === 'NOT_FOUND' && error.message.includes('todavía') ? error.message : null;
}

export function ResultsNotice({ error }: { error: unknown }) {
  const notYet = notYetMessage(error);
  return notYet ? <Alert severity="info">{notYet}</Alert> : <Alert severity="error">{RESULTS_ERROR}</Alert>;
}

/**
 * The results summary (doc 2 §2): one card per report trait, its short form inside the same card
 * (issue 18). A patient sees the report's groups separately; a nutritionist one merged list.
 */
export function DiagnosticsList({ patientId, isNutritionist }: { patientId?: string; isNutritionist: boolean }) {
  const results = useResults(patientId);
  if (results.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando resultados" />
      </Box>
    );
  }
  if (results.isError) return <ResultsNotice error={results.error} />;
  const groups = toCardGroups(results.data.items);

  if (isNutritionist) {
    return (
      <Box component="section" aria-labelledby="diagnostics-all">
        <Typography id="diagnostics-all" component="h2" variant="h5" sx={{ mb: 2 }}>
          Resultados genéticos
        </Typography>
        {groups
          .flatMap((group) => group.cards)
          .map((view) => (
            <TraitCard key={view.key} view={view} />
          ))}
      </Box>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <Box key={group.key} component="section" aria-labelledby={`group-${group.key}`} sx={{ mb: 4 }}>
          <Typography id={`group-${group.key}`} component="h2" variant="h5" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          {group.cards.map((view) => (
            <TraitCard key={view.key} view={view} />
          ))}
        </Box>
      ))}
    </>
  );
}
