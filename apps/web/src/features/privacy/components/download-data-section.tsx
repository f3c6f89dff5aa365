import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppError, exportFileName } from '@nutritest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { useSession } from '../../../lib/session';
import { getResultsReport, loadResultsPdf, resultsAccessQueryKey } from '../../results';
import { useStepUp } from '../../two-factor';
import { exportMyData } from '../api/export-data';
import { PrivacyBlock } from './privacy-block';

export const RESULTS_PDF_FILE_NAME = 'resultados-nutritest.pdf';

type State =
  | { kind: 'idle' }
  | { kind: 'working'; label: string }
  | { kind: 'done'; files: string[] }
  | { kind: 'failed'; message: string };

const failedMessage = 'No pudimos preparar tus datos. Probá de nuevo en unos minutos.';

/**
 * "Descargar mis datos": one fresh second factor, then the JSON with everything we hold and, for a
 * customer with results, the same PDF report as /results (both reads are logged as accesses).
 */
export function DownloadDataSection() {
  const { account } = useSession();
  const { requestStepUp, stepUpDialog } = useStepUp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function download() {
    setState({ kind: 'working', label: 'Confirmando que sos vos...' });
    const token = await requestStepUp();
    if (!mounted.current) return;
    if (!token) {
      setState({ kind: 'idle' });
      return;
    }
    const files: string[] = [];
    try {
      setState({ kind: 'working', label: 'Preparando tus datos...' });
      const data = await exportMyData(token);
      const jsonName = exportFileName();
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), jsonName);
      files.push(jsonName);
      if (account?.role === 'Customer' && data.results.length > 0) {
        setState({ kind: 'working', label: 'Preparando el PDF de resultados...' });
        const [{ renderResultsPdf }, report] = await Promise.all([loadResultsPdf(), getResultsReport(token)]);
        saveFile(await renderResultsPdf(report.results, report.foods), RESULTS_PDF_FILE_NAME);
        files.push(RESULTS_PDF_FILE_NAME);
      }
      if (mounted.current) setState({ kind: 'done', files });
    } catch (err) {
      const message = err instanceof AppError && err.status < 500 ? err.message : failedMessage;
      if (mounted.current) setState(files.length ? { kind: 'done', files } : { kind: 'failed', message });
    } finally {
      // The export and the PDF are new entries of "Quién vio mis resultados".
      void queryClient.invalidateQueries({ queryKey: resultsAccessQueryKey });
    }
  }

  return (
    <PrivacyBlock title="Descargar mis datos">
      <Typography sx={{ mb: 2 }}>
        Bajá una copia de todo lo que guardamos sobre vos: tus datos personales y de salud, consentimientos,
        direcciones, kits, compras, resultados genéticos y quién los vio.
        {account?.role === 'Customer' && ' Si ya tenés resultados, también descargás el informe en PDF.'} Te vamos a
        pedir un código para confirmar que sos vos.
      </Typography>
      <div aria-live="polite">
        <Button variant="outlined" startIcon={<Download />} onClick={download} disabled={state.kind === 'working'}>
          {state.kind === 'working' ? state.label : 'Descargar mis datos'}
        </Button>
        {state.kind === 'done' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Listo: descargaste {state.files.join(' y ')}. Guardalos en un lugar seguro, contienen datos sensibles.
          </Alert>
        )}
        {state.kind === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.message}
          </Alert>
        )}
      </div>
      {stepUpDialog}
    </PrivacyBlock>
  );
}
