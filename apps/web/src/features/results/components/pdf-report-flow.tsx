import { AppError } from '@nutritest/domain';
import { useCallback, useEffect } from 'react';
import { whenEngaged } from '../../../lib/when-engaged';
import { useStepUp } from '../../two-factor';
import { getResultsReport } from '../api/get-report';
import { type PdfReportState, pdfFailedMessage } from './pdf-report-button';

export interface PdfReportFlowProps {
  patientId?: string;
  /** Sets the button's state (ignored once the button is gone). */
  update: (state: PdfReportState) => void;
  isMounted: () => boolean;
  /** Hands the button the function that starts the flow (null when this part goes away). */
  register: (start: (() => void) | null) => void;
}

/**
 * The working part of PdfReportButton, in its own chunk with the step-up dialog: a fresh second
 * factor (useStepUp), then the PDF built from GET /v1/Analyses/report, which the server answers only
 * with the step-up token and logs as a read. The PDF library is loaded only here, on demand, so no
 * route bundles it. Draws nothing but the dialog; the button stays in PdfReportButton.
 */
export default function PdfReportFlow({ patientId, update, isMounted, register }: PdfReportFlowProps) {
  const { requestStepUp, stepUpDialog } = useStepUp();

  const generate = useCallback(async () => {
    update({ kind: 'confirming' });
    // The PDF engine (its own chunk, the biggest of the app) is fetched and evaluated while the
    // person reads the code from their e-mail or their app, once the dialog has drawn, not after
    // 'Confirmar' (issue 23: the preparation's time). A failure here is met again below.
    const engine = new Promise<typeof import('../pdf/results-pdf')>((resolve, reject) =>
      whenEngaged(() => import('../pdf/results-pdf').then(resolve, reject)),
    );
    // Once it is here, it reads the fonts and warms up on a one-page document (results-pdf.tsx).
    engine.then((m) => m.prepareResultsPdf()).catch(() => {});
    const stepUpToken = await requestStepUp();
    if (!isMounted()) return;
    if (!stepUpToken) {
      update({ kind: 'idle' });
      return;
    }
    update({ kind: 'preparing' });
    try {
      const [{ renderResultsPdf }, report] = await Promise.all([
        engine.catch(() => import('../pdf/results-pdf')),
        getResultsReport(stepUpToken, patientId),
      ]);
      const blob = await renderResultsPdf(report.results, report.foods);
      if (!isMounted()) return;
      update({ kind: 'ready', url: URL.createObjectURL(blob) });
    } catch (err) {
      const message = err instanceof AppError && err.status < 500 ? err.message : pdfFailedMessage;
      update({ kind: 'failed', message });
    }
  }, [patientId, requestStepUp, update, isMounted]);

  useEffect(() => {
    register(() => void generate());
    return () => register(null);
  }, [generate, register]);

  return stepUpDialog;
}
