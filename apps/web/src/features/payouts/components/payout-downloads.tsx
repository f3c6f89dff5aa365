import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import type { PayoutStatement } from '@nutritest/domain';
import { DownloadButtons, type FileDownload } from '../../../components/download-buttons';
import { saveFile } from '../../../lib/save-file';
import { getPayoutDetail } from '../api/get-payout-detail';
import { downloadPayoutCsv } from '../lib/download';
import { payoutFileName, payoutTexts as t } from '../texts';

async function downloadPdf(statement: PayoutStatement): Promise<void> {
  // The PDF library is loaded only here, on demand, so no route bundles it.
  const [detail, { renderPayoutPdf }] = await Promise.all([getPayoutDetail(statement.id), import('../pdf/payout-pdf')]);
  const blob = await renderPayoutPdf(detail);
  saveFile(blob, payoutFileName(statement.month, 'pdf'));
}

/** 'Descargar CSV' and 'Descargar PDF' for one statement, each with its progress and failure. */
export function PayoutDownloads({ statement, pdf = true }: { statement: PayoutStatement; pdf?: boolean }) {
  const csv: FileDownload = {
    id: 'csv',
    text: t.downloadCsv,
    busyText: t.preparingCsv,
    icon: <Download />,
    download: () => downloadPayoutCsv(statement),
    failedText: t.csvFailed,
  };
  const pdfFile: FileDownload = {
    id: 'pdf',
    text: t.downloadPdf,
    busyText: t.preparingPdf,
    icon: <PictureAsPdf />,
    download: () => downloadPdf(statement),
    failedText: t.pdfFailed,
  };
  return <DownloadButtons downloads={pdf ? [csv, pdfFile] : [csv]} />;
}
