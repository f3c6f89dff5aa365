import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { useResults } from './api/get-results';
import { PdfReportButton } from './components/pdf-report-button';
import { ResultsSummary } from './components/results-summary';

/** The patient id: router state (`{ id }` or `{ patientId }`), else ?id= in the address. */
function usePatientId(): string | undefined {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { id?: unknown; patientId?: unknown } | null;
  const fromState =
    typeof state?.id === 'string' ? state.id : typeof state?.patientId === 'string' ? state.patientId : undefined;
  return fromState ?? params.get('id') ?? undefined;
}

function PatientResults({ patientId }: { patientId: string }) {
  const results = useResults(patientId);
  const name = results.data ? `${results.data.patient.firstName} ${results.data.patient.lastName}` : '';
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {name ? `Resultados de ${name}` : 'Resultados del paciente'}
        </Typography>
        {/* Results exist only once sent (state 3, 'Resultado enviado'): the PDF follows them. */}
        {results.data && <PdfReportButton patientId={patientId} />}
      </Box>
      <ResultsSummary patientId={patientId} isNutritionist />
    </>
  );
}

/** /patientresult: a nutritionist's view of one linked patient's diagnostics (doc 2 §2). */
export default function PatientResultPage() {
  const navigate = useNavigate();
  const patientId = usePatientId();
  return (
    <PageShell>
      <Button startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ mb: 2 }}>
        Volver
      </Button>
      {patientId ? (
        <PatientResults patientId={patientId} />
      ) : (
        <>
          <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
            Resultados del paciente
          </Typography>
          <Alert severity="info">
            No encontramos qué paciente querés ver. Volvé a tu lista de pacientes y elegilo de nuevo.
          </Alert>
        </>
      )}
    </PageShell>
  );
}
