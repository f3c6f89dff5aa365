import { AppError, errorResponseSchema, messages } from '@nutritest/domain';
import type { z } from 'zod';
import { getToken } from './storage';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  /** Parses (and so checks) the answer; without it the body comes back as JSON or plain text. */
  schema?: S;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
  /** A body sent as it is with its own Content-Type (e.g. a lab CSV as text/csv), instead of JSON `body`. */
  rawBody?: { content: string | Blob; contentType: string };
  /** Extra request headers (e.g. `Idempotency-Key`); the bearer token and JSON Content-Type set here take precedence. */
  headers?: Record<string, string>;
}

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

/**
 * The one way the web app calls the API: bearer token when logged in, JSON in and out (plain
 * text kept as text), and every failure turned back into an AppError with a Spanish message.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
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
    response = await fetch(url, { method, headers, body, signal: options.signal });
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
    const parsed = errorResponseSchema.safeParse(data);
    if (parsed.success) throw new AppError(parsed.data.error, parsed.data.message, parsed.data.fields);
    throw new AppError(response.status >= 500 ? 'INTERNAL' : 'VALIDATION', response.statusText || undefined);
  }
  if (options.schema) return options.schema.parse(data) as Result<S>;
  return data as Result<S>;
}
