import { z } from 'zod';
import { defineEndpoints } from './define';

/** What the web app's error page sends about an unexpected failure (no personal data: no form values). */
const clientErrorSchema = z.object({
  message: z.string().max(500),
  stack: z.string().max(4000).optional(),
  componentStack: z.string().max(4000).optional(),
  /** The page's path, without its query (which may carry one-time tokens). */
  path: z.string().max(300),
});

const statusSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why not ready: shutting down, the database does not answer, or the disk cannot take writes. */
  reason: z.enum(['draining', 'database', 'storage-full', 'storage-read-only']).optional(),
});

export const healthEndpoints = defineEndpoints({
  'GET /healthz': {
    access: 'public',
    summary: 'Liveness: the process answers.',
    schema: { response: { 200: statusSchema } },
  },
  'GET /readyz': {
    access: 'public',
    summary: 'Readiness: the database answers, the disk takes writes, and the process is not shutting down.',
    schema: { response: { 200: statusSchema, 503: statusSchema } },
  },
  'POST /v1/client-errors': {
    access: 'public',
    summary: 'Report an unexpected failure of the web app to the server log.',
    schema: { body: clientErrorSchema, response: { 204: z.null() } },
  },
});
