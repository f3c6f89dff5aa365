import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Receipt from '@mui/icons-material/Receipt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  type CfeTypeCode,
  cfeTypeLabels,
  isAppError,
  type PurchaseInvoice,
  purchasesTexts as t,
} from '@nutritest/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { downloadInvoice, type InvoiceFile } from '../lib/download-invoice';

/** "e-Ticket A-0000012" (the type alone while the receipt has no number yet). */
export function receiptName(invoice: Pick<PurchaseInvoice, 'cfeType' | 'number'>): string {
  return t.receiptName(cfeTypeLabels[invoice.cfeType as CfeTypeCode] ?? `CFE ${invoice.cfeType}`, invoice.number);
}

const files: Array<{ file: InvoiceFile; text: string; label: (receipt: string) => string; icon: ReactNode }> = [
  { file: 'pdf', text: t.downloadPdf, label: t.downloadPdfOf, icon: <PictureAsPdf /> },
  { file: 'ticket', text: t.ticketPdf, label: t.ticketPdfOf, icon: <Receipt /> },
  { file: 'xml', text: t.downloadXml, label: t.downloadXmlOf, icon: <Download /> },
];

/**
 * 'Descargar PDF', 'PDF 80 mm' and 'Descargar XML' for an issued receipt (nothing for one still
 * pending or failed), each with its progress, and the failure's message under them.
 */
export function InvoiceDownloads({ invoice, size = 'small' }: { invoice: PurchaseInvoice; size?: 'small' | 'medium' }) {
  const [busy, setBusy] = useState<InvoiceFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (invoice.status !== 'issued') return null;
  const name = receiptName(invoice);

  async function run(file: InvoiceFile) {
    if (busy) return;
    setError(null);
    setBusy(file);
    try {
      await downloadInvoice(invoice, file);
    } catch (failure) {
      if (mounted.current) setError(isAppError(failure) && failure.message ? failure.message : t.downloadFailed);
    } finally {
      if (mounted.current) setBusy(null);
    }
  }

  return (
    <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {files.map(({ file, text, label, icon }) => (
          <Button
            key={file}
            variant="outlined"
            size={size}
            onClick={() => run(file)}
            disabled={busy !== null}
            aria-label={label(name)}
            startIcon={busy === file ? <CircularProgress size={16} color="inherit" /> : icon}
          >
            {busy === file ? t.downloading : text}
          </Button>
        ))}
      </Box>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
