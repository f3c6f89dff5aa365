import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppError } from '@nutritest/domain';
import { useEffect, useRef, useState } from 'react';
import { useStepUp } from '../../two-factor';
import { getResultsReport } from '../api/get-report';

export const PDF_FILE_NAME = 'resultados-nutritest.pdf';

type State =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'preparing' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; message: string };

const failedMessage = 'No pudimos preparar el documento. Probá de nuevo en unos minutos.';

/**
 * 'Generar PDF de resultados' → a fresh second factor (useStepUp) → 'Preparando documento...' →
 * 'Descargar resultado en PDF'. The PDF is built from GET /v1/Analyses/report, which the server
 * answers only with the step-up token and logs as a read. The PDF library is loaded only here, on
 * demand, so no route bundles it. `patientId`: a nutritionist's or operator's patient.
 */
export function PdfReportButton({ patientId }: { patientId?: string }) {
  const { requestStepUp, stepUpDialog } = useStepUp();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const mounted = useRef(true);
  const urlRef = useRef<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    };
  }, []);

  async function generate() {
    setState({ kind: 'confirming' });
    const stepUpToken = await requestStepUp();
    if (!mounted.current) return;
    if (!stepUpToken) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'preparing' });
    try {
      const [{ renderResultsPdf }, report] = await Promise.all([
        import('../pdf/results-pdf'),
        getResultsReport(stepUpToken, patientId),
      ]);
      const blob = await renderResultsPdf(report.results, report.foods);
      if (!mounted.current) return;
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setState({ kind: 'ready', url });
    } catch (err) {
      const message = err instanceof AppError && err.status < 500 ? err.message : failedMessage;
      if (mounted.current) setState({ kind: 'failed', message });
    }
  }

  return (
    <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      {state.kind === 'ready' ? (
        <Button
          variant="contained"
          component="a"
          href={state.url}
          download={PDF_FILE_NAME}
          startIcon={<PictureAsPdf />}
        >
          Descargar resultado en PDF
        </Button>
      ) : (
        <Button
          variant="outlined"
          onClick={generate}
          disabled={state.kind === 'preparing' || state.kind === 'confirming'}
          startIcon={<PictureAsPdf />}
        >
          {state.kind === 'preparing' ? 'Preparando documento...' : 'Generar PDF de resultados'}
        </Button>
      )}
      {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {stepUpDialog}
    </Box>
  );
}
