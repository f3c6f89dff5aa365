import { AppError, type ErrorResponse, messages } from '@nutritest/domain';
import type {
  ApiEndpointKey,
  HasPathParams,
  MethodOf,
  PathOf,
  PathParams,
  QueryInput,
  RequestBody,
  ResponseBody,
} from '@nutritest/domain/contract';
import { takeEarlyGet } from './early-get';
import { notifySessionExpired } from './session-expiry';
import { getToken } from './storage';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Everything a request may carry besides its contract's params, query and body. */
interface CommonOptions {
  signal?: AbortSignal;
  /** A body sent as it is with its own Content-Type (e.g. a lab CSV as text/csv), instead of JSON `body`. */
  rawBody?: { content: string | Blob; contentType: string };
  /** Extra request headers (e.g. `Idempotency-Key`); the bearer token and JSON Content-Type set here take precedence. */
  headers?: Record<string, string>;
  /** A link's own query (`?data=…`) passed on exactly as it came, instead of `query`. */
  search?: `?${string}`;
}

/** `:name` values of the path: required when the path has any, refused when it has none. */
type ParamsOption<K extends ApiEndpointKey> =
  HasPathParams<K> extends true ? { params: PathParams<K> } : { params?: never };
/** The query the route's contract reads: required when a field is, refused when it reads none. */
type QueryOption<K extends ApiEndpointKey> = [QueryInput<K>] extends [undefined]
  ? { query?: never }
  : object extends QueryInput<K>
    ? { query?: QueryInput<K> }
    : { query: QueryInput<K> };
/** The JSON body of the route's contract: required unless it may be left out, refused when it has none. */
type BodyOption<K extends ApiEndpointKey> = [RequestBody<K>] extends [undefined]
  ? { body?: never }
  : undefined extends RequestBody<K>
    ? { body?: RequestBody<K> }
    : { body: RequestBody<K> };

/** The options of a call to `K`, typed from its endpoint contract (packages/domain/src/contract). */
export type ApiOptions<K extends ApiEndpointKey> = CommonOptions & ParamsOption<K> & QueryOption<K> & BodyOption<K>;
type ApiArgs<K extends ApiEndpointKey> =
  object extends ApiOptions<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];

/** What an endpoint answers, as `apiRequest` resolves it. */
export type ApiAnswer<K extends ApiEndpointKey> = ResponseBody<K>;

/** The address of a call: the path with its parameters filled in (URI-encoded) and the query. */
export function apiUrl<K extends ApiEndpointKey>(
  endpoint: K,
  options: { params?: Record<string, string | number>; query?: object; search?: string } = {},
): string {
  const path = endpoint.slice(endpoint.indexOf(' ') + 1) as PathOf<K>;
  let url = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${endpoint}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  if (options.search) return url + options.search;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query)) if (v !== undefined && v !== null) params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  return url;
}

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

async function send(method: Method, url: string, options: CommonOptions & { body?: unknown }): Promise<unknown> {
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
  return data;
}

/**
 * The one way the web app calls the API: `endpoint` is a key of the endpoint contract
 * (`'GET /v1/account/:id'`), so a path, a method, a missing parameter, a body or a query the route
 * does not take is a type error, and the answer is typed as the server's response schema (which
 * every answer goes through on the server). Bearer token when logged in, JSON in and out (plain text
 * kept as text), and every failure turned back into an AppError with a Spanish message.
 */
export function apiRequest<K extends ApiEndpointKey>(endpoint: K, ...[options]: ApiArgs<K>): Promise<ApiAnswer<K>> {
  const opts = (options ?? {}) as CommonOptions & {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  const method = endpoint.slice(0, endpoint.indexOf(' ')) as MethodOf<K>;
  return send(method, apiUrl(endpoint, opts), opts) as Promise<ApiAnswer<K>>;
}
