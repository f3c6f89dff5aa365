/** Health checks and the browser's error reports (modules/health). */
export { clientErrorsRoutes } from './client-errors.routes';
export { healthRoutes } from './health.routes';
