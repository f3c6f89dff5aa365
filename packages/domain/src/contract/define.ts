import type { $ZodType } from 'zod/v4/core';
import type { Role } from '../accounts';

/** HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route, checked before its body is read (apps/api/src/platform/auth/route-access.ts):
 * 'public' is anyone (the handler decides: guest keys, challenge tokens, optional sign-in),
 * 'signed-in' any valid session, a role list a valid session of one of those roles.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** The request and answer schemas, in Fastify's `schema` shape (answers keyed by status). */
export interface EndpointSchema {
  params?: $ZodType;
  querystring?: $ZodType;
  headers?: $ZodType;
  body?: $ZodType;
  response?: Partial<Record<number, $ZodType>>;
}

/** One route of the API: its key (`'METHOD /path'`) names the method and the path. */
export interface Endpoint {
  access: Access;
  /** One line for the OpenAPI document: what the call does (and for whom, when it is not obvious). */
  summary: string;
  /**
   * A path the original front end called (the product spec), kept exactly as it spelled it (case,
   * underscores, joined words), answers included, so its clients keep working (decision 052).
   */
  legacy?: true;
  /**
   * The success answer's media type when it is not JSON (text/plain, text/csv, application/pdf,
   * text/html…). Error answers are always the JSON error body.
   */
  produces?: string;
  /** The request body's media type when it is not JSON (text/csv, multipart/form-data). */
  consumes?: string;
  schema: EndpointSchema;
}

export type EndpointKey<M extends HttpMethod = HttpMethod> = `${M} /${string}`;

/** Checks each key is `'METHOD /path'` and keeps the literal schema types (for Fastify and the web client). */
export function defineEndpoints<const T extends { [K in keyof T]: K extends EndpointKey ? Endpoint : never }>(
  endpoints: T,
): T {
  return endpoints;
}
