/**
 * What other parts of the app may use from the results feature (the profile shows the access log;
 * the nutritionist's patient list offers a patient's PDF).
 */
export { getResultsReport } from './api/get-report';
export { resultsAccessQueryKey, resultsQueryOptions } from './api/get-results';
export { PdfReportButton } from './components/pdf-report-button';
export { ResultsAccessSection } from './components/results-access-section';

/** The PDF renderer, loaded on demand ("Descargar mis datos" builds the same report with its step-up). */
export const loadResultsPdf = () => import('./pdf/results-pdf');
