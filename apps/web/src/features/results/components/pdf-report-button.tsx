import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { whenEngaged } from '../../../lib/when-engaged';

export const PDF_FILE_NAME = 'resultados-nutritest.pdf';
export const pdfFailedMessage = 'No pudimos preparar el documento. Probá de nuevo en unos minutos.';

export type PdfReportState =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'preparing' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; message: string };

// The step-up dialog and the report request (pdf-report-flow.tsx) come in their own chunk, once the
// visitor first interacts with the page or as soon as the button is pointed at, focused or clicked.
const loadFlow = () => import('./pdf-report-flow');
type Flow = ComponentType<import('./pdf-report-flow').PdfReportFlowProps>;

/**
 * 'Generar PDF de resultados' → a fresh second factor (useStepUp) → 'Preparando documento...' →
 * 'Descargar resultado en PDF'. The PDF is built from GET /v1/Analyses/report, which the server
 * answers only with the step-up token and logs as a read. The PDF library is loaded only on demand,
 * so no route bundles it. A click before the flow's chunk arrived starts it on arrival.
 * `patientId`: a nutritionist's or operator's patient.
 */
export function PdfReportButton({ patientId }: { patientId?: string }) {
  const [state, setState] = useState<PdfReportState>({ kind: 'idle' });
  const [Flow, setFlow] = useState<Flow | null>(null);
  const loading = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const mounted = useRef(true);
  const urlRef = useRef<string | null>(null);
  const startRef = useRef<(() => void) | null>(null);
  const pendingClick = useRef(false);
  const pendingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadFlow().then(
      (m) => {
        if (mounted.current) setFlow(() => m.default);
      },
      () => {
        // Tried again on the next click; a click waiting for it gets the usual failure message.
        loading.current = false;
        if (pendingClick.current && mounted.current) {
          pendingClick.current = false;
          setWaiting(false);
          setState({ kind: 'failed', message: pdfFailedMessage });
        }
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    whenEngaged(() => {
      if (mounted.current) load();
    });
    return () => {
      mounted.current = false;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      if (pendingTimer.current) clearTimeout(pendingTimer.current);
      pendingTimer.current = null;
    };
  }, [load]);

  const isMounted = useCallback(() => mounted.current, []);
  const update = useCallback((next: PdfReportState) => {
    if (!mounted.current) return;
    if (next.kind === 'ready') urlRef.current = next.url;
    setState(next);
  }, []);
  const register = useCallback((start: (() => void) | null) => {
    startRef.current = start;
    // A click that came before the chunk: started once the flow has settled in (a timer, so that
    // React's development double mount does not start it twice).
    if (start && pendingClick.current && !pendingTimer.current) {
      pendingTimer.current = setTimeout(() => {
        pendingTimer.current = null;
        pendingClick.current = false;
        setWaiting(false);
        startRef.current?.();
      }, 0);
    }
  }, []);

  function generate() {
    if (startRef.current) {
      startRef.current();
      return;
    }
    pendingClick.current = true;
    setWaiting(true);
    load();
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
          onPointerEnter={load}
          onFocus={load}
          disabled={waiting || state.kind === 'preparing' || state.kind === 'confirming'}
          startIcon={<PictureAsPdf />}
        >
          {state.kind === 'preparing' ? 'Preparando documento...' : 'Generar PDF de resultados'}
        </Button>
      )}
      {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {Flow && <Flow patientId={patientId} update={update} isMounted={isMounted} register={register} />}
    </Box>
  );
}
