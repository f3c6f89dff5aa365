import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { isAppError, type PayoutStatement } from '@nutritest/domain';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { getPayoutDetail } from '../api/get-payout-detail';
import { downloadPayoutCsv } from '../lib/download';
import { payoutFileName, payoutTexts as t } from '../texts';

type Kind = 'csv' | 'pdf';

async function downloadPdf(statement: PayoutStatement): Promise<void> {
  // The PDF library is loaded only here, on demand, so no route bundles it.
  const [detail, { renderPayoutPdf }] = await Promise.all([getPayoutDetail(statement.id), import('../pdf/payout-pdf')]);
  const blob = await renderPayoutPdf(detail);
  saveFile(blob, payoutFileName(statement.month, 'pdf'));
}

/** 'Descargar CSV' and 'Descargar PDF' for one statement, each with its progress and failure. */
export function PayoutDownloads({ statement, pdf = true }: { statement: PayoutStatement; pdf?: boolean }) {
  const [preparing, setPreparing] = useState<Record<Kind, boolean>>({ csv: false, pdf: false });
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run(kind: Kind) {
    if (preparing[kind]) return;
    setError(null);
    setPreparing((p) => ({ ...p, [kind]: true }));
    try {
      await (kind === 'csv' ? downloadPayoutCsv(statement) : downloadPdf(statement));
    } catch (failure) {
      if (mounted.current) {
        setError(isAppError(failure) ? failure.message : kind === 'csv' ? t.csvFailed : t.pdfFailed);
      }
    } finally {
      if (mounted.current) setPreparing((p) => ({ ...p, [kind]: false }));
    }
  }

  return (
    <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => run('csv')}
          disabled={preparing.csv}
          startIcon={preparing.csv ? <CircularProgress size={16} color="inherit" /> : <Download />}
        >
          {preparing.csv ? t.preparingCsv : t.downloadCsv}
        </Button>
        {pdf && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => run('pdf')}
            disabled={preparing.pdf}
            startIcon={preparing.pdf ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdf />}
          >
            {preparing.pdf ? t.preparingPdf : t.downloadPdf}
          </Button>
        )}
      </Box>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
