import { AppError, type ErrorResponse, messages } from '@nutritest/domain';
import type { z } from 'zod';
import { takeEarlyGet } from './early-get';
import { notifySessionExpired } from './session-expiry';
import { getToken } from './storage';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  /**
   * Parses (and so checks) the answer. Optional: the server's answers already go through its response
   * schemas, so a caller that only needs the type uses `apiJson<T>` and keeps zod out of its chunk.
   */
  schema?: S;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
  /** A body sent as it is with its own Content-Type (e.g. a lab CSV as text/csv), instead of JSON `body`. */
  rawBody?: { content: string | Blob; contentType: string };
  /** Extra request headers (e.g. `Idempotency-Key`); the bearer token and JSON Content-Type set here take precedence. */
  headers?: Record<string, string>;
}

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

type ErrorBodyModule = typeof import('@nutritest/domain/mini/error-body');
let errorBodyModule: Promise<ErrorBodyModule> | undefined;

/**
 * The API's error body in `data` (`{ error: <known code>, message, fields? }`), checked by the domain's
 * errorResponseSchema, or null. The schema (zod/mini) is loaded with the first failed answer, not with
 * the app's shell, which imports this file: no page pays for it on its first load. When it cannot be
 * loaded (offline, a new release), the body counts as unknown.
 */
export async function readErrorBody(data: unknown): Promise<ErrorResponse | null> {
  let schema: ErrorBodyModule['errorResponseSchema'];
  try {
    errorBodyModule ??= import('@nutritest/domain/mini/error-body');
    schema = (await errorBodyModule).errorResponseSchema;
  } catch {
    errorBodyModule = undefined;
    return null;
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The AppError an error body stands for. Anything that is not the API's error body becomes INTERNAL
 * (5xx) or VALIDATION with the HTTP status text.
 */
export async function errorFromResponse(status: number, statusText: string, data: unknown): Promise<AppError> {
  const body = await readErrorBody(data);
  if (body) return new AppError(body.error, body.message, body.fields);
  return new AppError(status >= 500 ? 'INTERNAL' : 'VALIDATION', statusText || undefined);
}

async function send(method: Method, path: string, options: RequestOptions<z.ZodType | undefined>): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | Blob | undefined;
  if (options.rawBody !== undefined) {
    headers['Content-Type'] = options.rawBody.contentType;
    body = options.rawBody.content;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let url = path;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query)) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }

  let response: Response;
  try {
    // A first-visit page's data that /boot.js already asked for (lib/early-get.ts), else the network.
    const early = method === 'GET' && body === undefined ? await takeEarlyGet(url, token) : null;
    response = early ?? (await fetch(url, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new AppError('UNAVAILABLE', messages.networkError);
  }

  const text = await response.text();
  let data: unknown = text;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!response.ok) {
    // The session this request carried ended on the server (and no other sign-in replaced it since).
    if (response.status === 401 && token && getToken() === token) notifySessionExpired();
    throw await errorFromResponse(response.status, response.statusText, data);
  }
  if (options.schema) return options.schema.parse(data);
  return data;
}

/**
 * The one way the web app calls the API: bearer token when logged in, JSON in and out (plain
 * text kept as text), and every failure turned back into an AppError with a Spanish message.
 * With `schema` the answer is parsed by it (and typed after it).
 */
export function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  return send(method, path, options) as Promise<Result<S>>;
}

/**
 * apiRequest typed as `T` without checking the answer in the browser: the server serializes every
 * answer through its response schema already. For code that must stay free of zod (the app's shell:
 * session, account, sign-out), since importing a schema brings the whole schema library along.
 */
export function apiJson<T>(method: Method, path: string, options: Omit<RequestOptions<undefined>, 'schema'> = {}) {
  return send(method, path, options) as Promise<T>;
}
