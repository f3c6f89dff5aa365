/**
 * The body of every non-2xx answer, in zod's functional form (`zod/mini`): the web app checks the
 * error bodies it gets with it, loading it only when an answer fails (lib/api-client.ts), so no page
 * pays for a schema library on its first load for it. errors.ts re-exports it for the API.
 */
import * as z from 'zod/mini';
import { type ErrorResponse, errorCodes } from '../app-error';

/** Body of every non-2xx answer: a code for programs, a Spanish message for people, per-field texts. */
export const errorResponseSchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
}) satisfies z.ZodMiniType<ErrorResponse>;
