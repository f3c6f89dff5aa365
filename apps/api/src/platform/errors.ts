import { AppError, messages } from '@nutritest/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';
import { useSpanishValidationMessages } from './validation-messages';

/**
 * One error handler: AppErrors keep their code and Spanish message, request validation failures
 * list the Spanish text per field, everything else is logged and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // Zod's default texts are English ("Invalid input"): Spanish ones for issues the schemas did not word.
  useSpanishValidationMessages();
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      return reply.status(err.status).send(err.toResponse());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? messages.badFormat;
      }
      return reply.status(400).send(new AppError('VALIDATION', messages.validation, fields).toResponse());
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(new AppError('RATE_LIMITED').toResponse());
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
      req.log.info({ code: err.code }, err.message);
      const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION';
      const message = code === 'VALIDATION' ? messages.validation : undefined;
      return reply.status(status).send(new AppError(code, message).toResponse());
    }
    if (isDatabaseUnavailable(err)) {
      // The database is down or restarting: fail fast with 503 (load balancers and clients retry).
      req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(new AppError('UNAVAILABLE').toResponse());
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send(new AppError('INTERNAL').toResponse());
  });
}
