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

/** Properties of database errors that carry the query's values (Drizzle's `params`, PostgreSQL's `detail`). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail']);

/**
 * Takes the query's values out of an error's text: Drizzle's "Failed query: … \nparams: a@b.uy,$argon2id…"
 * (in the message and the stack) and PostgreSQL's quoted input ('invalid input syntax for type
 * date: "0000-01-01"', 'Failing row contains (…)').
 */
export function scrubQueryValues(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
    .replace(/(for type [\w ]+: )"[^"]*"/g, '$1"[redacted]"')
    .replace(/Failing row contains \([\s\S]*?\)(?=\.?(\n|$))/g, 'Failing row contains ([redacted])');
}

/**
 * The log's `err` serializer: type, message, stack, code and the other own properties, with the
 * causes (Drizzle wraps the driver's error), and the query's values taken out: a failed query must
 * not write e-mails or password hashes to the log (issue 17).
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubQueryValues(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => serializeError(v, depth + 1));
  const out: Record<string, unknown> = {};
  if (value instanceof Error) {
    out.type = value.constructor?.name ?? 'Error';
    out.message = value.message;
    out.stack = value.stack;
  }
  for (const [key, v] of Object.entries(value)) out[key] = v;
  if (value instanceof Error && value.cause !== undefined) out.cause = value.cause;
  for (const [key, v] of Object.entries(out)) {
    out[key] = VALUE_FIELDS.has(key) ? '[redacted]' : serializeError(v, depth + 1);
  }
  return out;
}

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

/** Where a request's logger keeps its bindings (the request id), read by the root logger's mixin. */
const REQUEST_BINDINGS = Symbol('nutritest.requestBindings');
type WithRequestBindings = { [REQUEST_BINDINGS]?: Record<string, unknown> };

/**
 * Fastify's logger for one request, made without pino's per-child serialisation of its bindings.
 * pino runs every binding through the redaction (non-strict: even the request id's string walks
 * all ~70 wildcard paths), about 7 % of the API's time under the bench's mix (issue 42, profiled);
 * here the child gets no bindings and keeps them on itself instead, and the mixin below writes them
 * into the lines it actually logs. pino's children inherit from their parent (Object.create), so a
 * child of this logger carries the request id too.
 */
export function requestChildLogger<L extends { child(bindings: object, options?: object): L }>(
  logger: L,
  bindings: Record<string, unknown>,
  options: object,
  raw?: { url?: string },
): L {
  // Never more verbose than configured: only a logger below warn (30 = info) is raised to it.
  const quieter = isAppFile(raw?.url) && ((logger as { levelVal?: number }).levelVal ?? 30) < 40;
  const child = logger.child({}, quieter ? { ...options, level: 'warn' } : options) as L & WithRequestBindings;
  child[REQUEST_BINDINGS] = { ...(logger as L & WithRequestBindings)[REQUEST_BINDINGS], ...bindings };
  return child;
}

/**
 * The web app's hashed files (`/assets/…`): a page's first load asks for 30–80 of them at once, and
 * each logged twice ("incoming request", "request completed") through the redaction cost the server
 * more CPU than sending the file — on the machine the browser drawing the page may share (issue 42:
 * a page's files 130–180 ms of the server's CPU, 70–90 without these lines). Their warnings and
 * errors are still logged; the pages (HTML) and every API call are logged as before.
 */
const isAppFile = (url: string | undefined) => url !== undefined && APP_FILE.test(url);
/** One file name right under /assets/ (the build's hashed names): no dot segment, no escape, no query. */
const APP_FILE = /^\/assets\/[\w-][\w.-]*$/;

/** Adds a request logger's bindings to each of its lines (pino calls it only for lines it writes). */
function requestBindingsMixin(_object: object, _level: number, logger: unknown): object {
  return (logger as WithRequestBindings)[REQUEST_BINDINGS] ?? {};
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
    mixin: requestBindingsMixin,
    serializers: {
      req: (req) => ({ method: req.method, url: (req.url ?? '').split('?')[0], remoteAddress: req.ip }),
      err: (err) => serializeError(err) as { type: string; message: string; stack: string },
    },
    ...(destination ? { stream: destination } : {}),
  };
}
