/**
 * The error codes, their HTTP statuses and default texts, and AppError, with no zod in sight: the
 * web app's shell (api-client, query client) needs them and must not pull the schema library into
 * every page. errors.ts re-exports all of this next to the response schema.
 */
import { messages } from './messages.es';
import { twoFactorMessages } from './two-factor-messages';

/** The small set of error codes every failed API call answers with. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  /** A fresh second factor is needed (header x-step-up-token): the web asks for a code and retries. */
  'STEP_UP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** Well-formed but refused as sent, e.g. an Idempotency-Key reused with another request body. */
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const defaultErrorMessage: Record<ErrorCode, string> = {
  VALIDATION: messages.validation,
  UNAUTHENTICATED: messages.unauthenticated,
  INVALID_CREDENTIALS: messages.loginFailed,
  FORBIDDEN: messages.forbidden,
  STEP_UP_REQUIRED: twoFactorMessages.stepUpRequired,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.conflict,
  UNPROCESSABLE: messages.idempotencyKeyReused,
  RATE_LIMITED: messages.rateLimited,
  PAYMENT_FAILED: 'Error al realizar el pago',
  UNAVAILABLE: messages.unavailable,
  INTERNAL: messages.internal,
};

/** Body of every non-2xx answer: a code for programs, a Spanish message for people, per-field texts. */
export interface ErrorResponse {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** One error type on both sides: thrown by services, rebuilt by the web api-client from a response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? defaultErrorMessage[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.fields = fields;
  }

  toResponse(): ErrorResponse {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
