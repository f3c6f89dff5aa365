import type { $ZodType, input, output } from 'zod/v4/core';
import { accountsEndpoints } from './accounts';
import { consultationsEndpoints } from './consultations';
import type { EndpointKey, HttpMethod } from './define';
import { foodsEndpoints } from './foods';
import { healthEndpoints } from './health';
import { invitationsEndpoints } from './invitations';
import { invoicingEndpoints } from './invoicing';
import { kitsEndpoints } from './kits';
import { logisticsEndpoints } from './logistics';
import { mealsEndpoints } from './meals';
import { nutritionEndpoints } from './nutrition';
import { opsEndpoints } from './ops';
import { ordersEndpoints } from './orders';
import { payoutsEndpoints } from './payouts';
import { privacyEndpoints } from './privacy';
import { referenceEndpoints } from './reference';
import { resultsEndpoints } from './results';
import { sandboxEndpoints } from './sandbox';
import { uploadsEndpoints } from './uploads';

export * from './define';
export { idParams, recordsRangeQuery } from './shared';

/**
 * The routes by module (the OpenAPI document's tags), each module's file beside this one. A key
 * lives in one module only (contract.test.ts).
 */
export const endpointGroups = {
  accounts: accountsEndpoints,
  consultations: consultationsEndpoints,
  foods: foodsEndpoints,
  health: healthEndpoints,
  invitations: invitationsEndpoints,
  invoicing: invoicingEndpoints,
  kits: kitsEndpoints,
  logistics: logisticsEndpoints,
  meals: mealsEndpoints,
  nutrition: nutritionEndpoints,
  ops: opsEndpoints,
  orders: ordersEndpoints,
  payouts: payoutsEndpoints,
  privacy: privacyEndpoints,
  reference: referenceEndpoints,
  results: resultsEndpoints,
  sandbox: sandboxEndpoints,
  uploads: uploadsEndpoints,
} as const;

/**
 * Every route of the API, keyed `'METHOD /path'` (decision 052): its access, its request and answer
 * schemas. The API registers its routes from it (apps/api/src/platform/http/contract.ts), the access
 * check reads it, the web client's paths, bodies and answers are typed from it, and /v1/openapi.json
 * is generated from it (openapi.ts).
 */
export const endpoints = {
  ...accountsEndpoints,
  ...consultationsEndpoints,
  ...foodsEndpoints,
  ...healthEndpoints,
  ...invitationsEndpoints,
  ...invoicingEndpoints,
  ...kitsEndpoints,
  ...logisticsEndpoints,
  ...mealsEndpoints,
  ...nutritionEndpoints,
  ...opsEndpoints,
  ...ordersEndpoints,
  ...payoutsEndpoints,
  ...privacyEndpoints,
  ...referenceEndpoints,
  ...resultsEndpoints,
  ...sandboxEndpoints,
  ...uploadsEndpoints,
};

export type Endpoints = typeof endpoints;
export type ApiEndpointKey = keyof Endpoints & EndpointKey;

/** The method and path of a key. */
export function splitEndpointKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

type Schemas<K extends ApiEndpointKey> = Endpoints[K]['schema'];
type Part<K extends ApiEndpointKey, P extends string> = Schemas<K> extends Record<P, infer T> ? T : undefined;
type Output<T> = T extends $ZodType ? output<T> : undefined;
type Input<T> = T extends $ZodType ? input<T> : undefined;

/** A route's query after validation (what the handler reads). */
export type RequestQuery<K extends ApiEndpointKey> = Output<Part<K, 'querystring'>>;
/** A route's query as a client sends it. */
export type QueryInput<K extends ApiEndpointKey> = Input<Part<K, 'querystring'>>;
/** A route's body as a client sends it. */
export type RequestBody<K extends ApiEndpointKey> = Input<Part<K, 'body'>>;
/** A route's answer with status 200, 201 or 202 (or 204's null), as the client reads it. */
export type ResponseBody<K extends ApiEndpointKey> =
  Part<K, 'response'> extends infer R
    ? R extends { 200: infer T }
      ? Output<T>
      : R extends { 201: infer T }
        ? Output<T>
        : R extends { 202: infer T }
          ? Output<T>
          : R extends { 204: infer T }
            ? Output<T>
            : unknown
    : unknown;

/** The path of a key: `'GET /v1/account/:id'` → `'/v1/account/:id'`. */
export type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
/** The path of a route of the contract (for the few plain fetches that do not go through the web's api-client). */
export type ApiPath<K extends ApiEndpointKey> = PathOf<K>;
/** The method of a key. */
export type MethodOf<K extends string> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The `:name` parameters of a route's path, each a string (or a number) the client fills in. */
export type PathParams<K extends ApiEndpointKey> = { [N in ParamNames<PathOf<K>>]: string | number };
/** Whether a route's path has parameters. */
export type HasPathParams<K extends ApiEndpointKey> = [ParamNames<PathOf<K>>] extends [never] ? false : true;
