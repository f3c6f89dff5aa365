import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ResultsResponse } from '@nutritest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { foodsQueryOptions } from '../../foods';

export const PDF_FILE_NAME = 'resultados-nutritest.pdf';

type State = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/**
 * 'Generar PDF de resultados' → 'Preparando documento...' → 'Descargar resultado en PDF'. The PDF
 * library is loaded only here, on demand, so no route bundles it.
 */
export function PdfReportButton({ results, patientId }: { results: ResultsResponse; patientId?: string }) {
  const queryClient = useQueryClient();
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
    setState({ kind: 'preparing' });
    try {
      const [{ renderResultsPdf }, foods] = await Promise.all([
        import('../pdf/results-pdf'),
        // The foods section lists the four groups; without them the report still comes out, pointing to /foods.
        queryClient.fetchQuery(foodsQueryOptions(patientId)).catch(() => null),
      ]);
      const blob = await renderResultsPdf(results, foods);
      if (!mounted.current) return;
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setState({ kind: 'ready', url });
    } catch {
      if (mounted.current) setState({ kind: 'failed' });
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
          disabled={state.kind === 'preparing'}
          startIcon={<PictureAsPdf />}
        >
          {state.kind === 'preparing' ? 'Preparando documento...' : 'Generar PDF de resultados'}
        </Button>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error">No pudimos preparar el documento. Probá de nuevo en unos minutos.</Alert>
      )}
    </Box>
  );
}
