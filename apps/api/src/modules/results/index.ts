/** Genetic results (modules/results). What other modules may use. */
export { accessLogWriterFor } from './access-log-writer';
export { resultsReportRoutes } from './report.routes';
export { findLatestAnalysis, listAccess, listGenotypes, logAccess, type ResultsSource } from './results.repository';
export { resultsRoutes } from './results.routes';
export { createResultsService, type ResultsService } from './results.service';
