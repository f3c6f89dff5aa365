import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Receipt from '@mui/icons-material/Receipt';
import { type CfeTypeCode, cfeTypeLabels, type PurchaseInvoice, purchasesTexts as t } from '@nutritest/domain';
import type { ReactNode } from 'react';
import { DownloadButtons } from '../../../components/download-buttons';
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
 * pending or failed), one at a time, each with its progress, and the failure's message under them.
 */
export function InvoiceDownloads({ invoice, size = 'small' }: { invoice: PurchaseInvoice; size?: 'small' | 'medium' }) {
  if (invoice.status !== 'issued') return null;
  const name = receiptName(invoice);
  return (
    <DownloadButtons
      oneAtATime
      size={size}
      downloads={files.map(({ file, text, label, icon }) => ({
        id: file,
        text,
        busyText: t.downloading,
        label: label(name),
        icon,
        download: () => downloadInvoice(invoice, file),
        failedText: t.downloadFailed,
      }))}
    />
  );
}
