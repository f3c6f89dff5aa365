import { AppError, type ErrorCode, messages } from '@nutritest/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';
import { storageProblemOf } from '../db/data-dir';
import { storageError } from './storage-health';
import { useSpanishValidationMessages } from './validation-messages';

/** Spanish texts for Fastify's and @fastify/multipart's own error codes (issue 17). */
const FRAMEWORK_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.requestMediaType,
  FST_ERR_CTP_INVALID_TYPE: messages.requestMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.requestTooLarge,
  NT_BODY_TOO_COMPLEX: messages.requestTooComplex,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.requestEmpty,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.requestMalformed,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.requestNotJson,
  FST_ERR_BAD_URL: messages.requestBadUrl,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.requestMultipart,
  FST_PROTO_VIOLATION: messages.requestMultipart,
  FST_REQ_FILE_TOO_LARGE: messages.requestTooLarge,
  FST_FILES_LIMIT: messages.requestTooLarge,
  FST_FIELDS_LIMIT: messages.requestTooLarge,
  FST_PARTS_LIMIT: messages.requestTooLarge,
};

/** busboy's errors for a broken multipart body (thrown by `req.file()` without a status). */
const MULTIPART_ERRORS = /^(Multipart: |Unexpected end of form|Malformed part header|Malformed urlencoded form)/;

/** PostgreSQL's invalid or out-of-range date/time input (a safety net: the schemas check dates first). */
const DATE_SQLSTATES = new Set(['22007', '22008', '22009']);

function sqlStateOf(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The one error body for a client error Fastify raised itself: its status, a code, a Spanish text. */
export function frameworkErrorResponse(err: Pick<FastifyError, 'code' | 'statusCode' | 'message'> & object) {
  const status = err.statusCode ?? 400;
  if (status >= 500) return { status: 500, body: new AppError('INTERNAL').toResponse() };
  const code: ErrorCode =
    status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION';
  const text =
    FRAMEWORK_TEXTS[err.code] ??
    (err instanceof SyntaxError ? messages.requestNotJson : undefined) ??
    (status === 413 ? messages.requestTooLarge : undefined) ??
    (status === 415 ? messages.requestMediaType : undefined) ??
    (status === 405 ? messages.requestMethod : undefined);
  const message = code === 'VALIDATION' ? (text ?? messages.validation) : undefined;
  return { status, body: new AppError(code, message).toResponse() };
}

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
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, multipart...).
      req.log.info({ code: err.code }, 'request refused by the framework');
      const answer = frameworkErrorResponse(err);
      return reply.status(answer.status).send(answer.body);
    }
    if (typeof err.message === 'string' && MULTIPART_ERRORS.test(err.message)) {
      req.log.info('broken multipart body');
      return reply.status(400).send(new AppError('VALIDATION', messages.requestMultipart).toResponse());
    }
    if (isDatabaseUnavailable(err)) {
      // The database is down or restarting: fail fast with 503 (load balancers and clients retry).
      // Only the code: the message of a failed query names its values.
      req.log.warn({ err: { code: err.code, sqlState: sqlStateOf(err) } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(new AppError('UNAVAILABLE').toResponse());
    }
    const storage = storageProblemOf(err);
    if (storage) {
      // A full or read-only disk (ours or the database server's): a Spanish 503 with the reason, and
      // the following writes are refused up front until the disk takes them again (storage-health.ts).
      req.log.error({ err: { code: err.code, sqlState: sqlStateOf(err) }, storage }, 'write failed: storage');
      req.server.storageHealth?.report(storage);
      return reply.status(503).header('retry-after', '30').send(storageError(storage).toResponse());
    }
    const sqlState = sqlStateOf(err);
    if (sqlState && DATE_SQLSTATES.has(sqlState)) {
      req.log.warn({ sqlState }, 'a date out of the database range reached a query');
      return reply.status(400).send(new AppError('VALIDATION', messages.dateOutOfRange).toResponse());
    }
    // The logger's err serializer takes the query's values out (platform/logger.ts).
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send(new AppError('INTERNAL').toResponse());
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a URL that cannot be decoded) get the
 * same Spanish body as everything else.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
) => {
  const answer = frameworkErrorResponse(err);
  req.log.info({ code: err.code }, 'request refused by the framework');
  reply.status(answer.status).send(answer.body);
};

/**
 * Node's HTTP parser errors (not HTTP at all, headers too large, a request that took too long)
 * answered on the raw socket with the same Spanish JSON body.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: import('node:stream').Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, text] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.requestTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.requestTimeout]
        : [400, 'Bad Request', messages.requestMalformed];
  const body = JSON.stringify(new AppError('VALIDATION', text).toResponse());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
