import { mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Where log lines go: pino calls write() with one JSON line at a time. */
export interface LogDestination {
  write(line: string): void;
}

const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'repeatPassword',
  'temporaryPassword',
  'jwtToken',
  'token',
  'secret',
  'totpSecret',
  'totp',
  'otp',
  // Two-factor changes (issue 17): the e-mailed change code and operators' one-time recovery codes.
  'emailCode',
  'recoveryCode',
  'recoveryCodes',
  // Whole request/response payloads: they carry passwords, health data and genotypes.
  'body',
  'payload',
  'genotype',
  'genotypes',
  'csv',
];

/**
 * Paths pino replaces with "[redacted]": credentials in headers, and secret or personal fields at
 * the top of a log object or up to two levels inside it (`{ req: { body: { password } } }`).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  '*.authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** stdout, plus the LOG_FILE when set (appended with synchronous writes, like pino's stdout). */
export function logDestination(logFile: string | null): LogDestination | undefined {
  if (!logFile) return undefined;
  mkdirSync(path.dirname(logFile), { recursive: true });
  // Kept open for the life of the process, like stdout.
  const fd = openSync(logFile, 'a');
  return {
    write(line) {
      process.stdout.write(line);
      writeSync(fd, line);
    },
  };
}

/**
 * The API's pino options: redaction, a request serializer that keeps the method and the path only
 * (query strings carry confirmation tokens; headers carry the bearer token), and the destination.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFile'>,
  destination: LogDestination | undefined = logDestination(config.logFile),
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req) => ({ method: req.method, url: (req.url ?? '').split('?')[0], remoteAddress: req.ip }),
    },
    ...(destination ? { stream: destination } : {}),
  };
}
