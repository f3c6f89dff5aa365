import { z } from 'zod';
import { type ErrorResponse, errorCodes } from './app-error';

export * from './app-error';

/** Body of every non-2xx answer: a code for programs, a Spanish message for people, per-field texts. */
export const errorResponseSchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<ErrorResponse>;
