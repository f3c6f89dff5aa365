export * from './app-error';
// The error body's one schema (zod/mini, so the web app can check error bodies without classic zod).
export { errorResponseSchema } from './mini/error-body';
