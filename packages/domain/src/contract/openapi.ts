import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { errorResponseSchema } from '../mini/error-body';
import type { Access, Endpoint, EndpointSchema } from './define';
import { endpointGroups, splitEndpointKey } from './index';

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint contract (decision 052): paths,
 * parameters, bodies and answers from the contract's zod schemas (zod's own JSON Schema output,
 * draft 2020-12, OpenAPI 3.1's dialect), who may call each route from its access, and the spec's
 * legacy paths marked as such. The API serves it at GET /v1/openapi.json for the routes it
 * registered (apps/api/src/platform/http/openapi.routes.ts); a maintained validator checks it
 * (decision 053).
 */

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export interface OpenApiOptions {
  /** The routes to describe, as `'METHOD /path'` keys of the contract (default: all of them). */
  keys?: readonly string[];
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  401: 'Not authenticated',
  503: 'Unavailable',
};

const MODULE_TEXT: Record<keyof typeof endpointGroups, string> = {
  accounts: 'Sign-in, registration, passwords, the account, two-factor sign-in and step-up codes.',
  consultations: 'Nutritional consultations: slots, orders, bookings and the nutritionists’ hours.',
  foods: 'The rated foods of a person’s results.',
  health: 'Liveness and readiness probes, and the web app’s error reports.',
  invitations: 'Invitations from nutritionists (patients) and companies (employees).',
  invoicing: 'Electronic receipts (CFE): files, verification and operations’ invoicing health.',
  kits: 'Buying kits (and kit places), instalment plans and nutritionists’ commissions.',
  logistics: 'Kit delivery and pickup: addresses, dates, rescheduling, lost kits.',
  meals: 'Weekly prepared meals: the menu, prices, orders and operations’ menu editing.',
  nutrition: 'The nutrition profile (the calculator’s inputs).',
  ops: 'The operations console: kits, route sheet, phone queue, lab imports, audit, payments.',
  orders: 'Money: the provider’s notifications, saved cards, coupons, purchases, refunds, the ledger.',
  payouts: 'Nutritionists’ monthly payout statements.',
  privacy: 'Consents, the data export and account deletion.',
  reference: 'Public reference data: prices, catalogues, the web app’s configuration, this document.',
  results: 'Genetic results, the report and who read them.',
  sandbox: 'The payment sandbox’s pages (development and demos, without a real provider).',
  uploads: 'Images: avatars and meal photos.',
};

const LEGACY_TAG = 'legacy';
const LEGACY_TEXT =
  'A path of the original front end (the product spec), kept exactly as it spelled it: case, ' +
  'underscores and joined words included. Paths are matched case-insensitively.';

/** zod's JSON Schema of one part of a route (`input` for what clients send, `output` for answers). */
export function jsonSchemaOf(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Transforms, refinements and custom checks have no JSON Schema: their type is described as
    // the value they take (the server still checks them).
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as $ZodType)._zod.def;
      // Dates travel as ISO strings.
      if (def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/** `get_v1_account_id`-like, but camelCase: `getV1AccountById`. Unique per key. */
export function operationIdOf(key: string): string {
  const { method, path } = splitEndpointKey(key);
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const camel = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

function accessText(access: Access): string {
  if (access === 'public') return 'Anyone (the handler decides: guest keys, one-time tokens, an optional session).';
  if (access === 'signed-in') return 'Any signed-in account.';
  return `Signed in as: ${access.join(', ')}.`;
}

/** The properties of an object schema as parameters of one location. */
function parametersOf(schema: $ZodType, location: 'path' | 'query' | 'header'): Json[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function parameters(path: string, schema: EndpointSchema): Json[] {
  const fromPath = schema.params ? parametersOf(schema.params, 'path') : [];
  // A path parameter without a schema still is one (a string).
  for (const name of pathParamNames(path)) {
    if (!fromPath.some((p) => p.name === name))
      fromPath.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return [
    ...fromPath,
    ...(schema.querystring ? parametersOf(schema.querystring, 'query') : []),
    ...(schema.headers ? parametersOf(schema.headers, 'header') : []),
  ];
}

function requestBody(endpoint: Endpoint): Json | undefined {
  const { body } = endpoint.schema;
  const mediaType = endpoint.consumes;
  if (!body) {
    if (!mediaType) return undefined;
    const schema = mediaType.startsWith('multipart/')
      ? { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } }
      : { type: 'string' };
    return { required: true, content: { [mediaType]: { schema } } };
  }
  const required = !(body as z.ZodType).safeParse(undefined).success;
  return { required, content: { [mediaType ?? 'application/json']: { schema: jsonSchemaOf(body, 'input') } } };
}

function responses(endpoint: Endpoint): Json {
  const declared = endpoint.schema.response ?? {};
  const out: Json = {};
  for (const [status, schema] of Object.entries(declared)) {
    const code = Number(status);
    const description = STATUS_TEXT[code] ?? 'Answer';
    if (!schema || code === 204) {
      out[status] = { description };
      continue;
    }
    const success = code < 300;
    const mediaType = success && endpoint.produces ? endpoint.produces : 'application/json';
    out[status] = { description, content: { [mediaType]: { schema: jsonSchemaOf(schema, 'output') } } };
  }
  // A file or a page without a schema: its media type.
  if (!Object.keys(declared).some((s) => Number(s) < 300)) {
    out['200'] = {
      description: 'OK',
      content: { [endpoint.produces ?? 'application/json']: endpoint.produces ? {} : { schema: {} } },
    };
  }
  out.default = { $ref: '#/components/responses/Error' };
  return out;
}

function operation(key: string, endpoint: Endpoint, tag: string): Json {
  const { path } = splitEndpointKey(key);
  const params = parameters(path, endpoint.schema);
  const body = requestBody(endpoint);
  return {
    operationId: operationIdOf(key),
    tags: endpoint.legacy ? [tag, LEGACY_TAG] : [tag],
    summary: endpoint.summary,
    description: [accessText(endpoint.access), endpoint.legacy ? LEGACY_TEXT : null].filter(Boolean).join('\n\n'),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint),
    security: endpoint.access === 'public' ? [] : [{ bearerAuth: [] }],
    'x-access': endpoint.access,
    ...(endpoint.legacy ? { 'x-legacy': true } : {}),
  };
}

/** The OpenAPI 3.1 document of the contract's routes (all, or `options.keys`). */
export function openApiDocument(options: OpenApiOptions = {}): Json {
  const wanted = options.keys ? new Set(options.keys) : null;
  const paths: Record<string, Json> = {};
  const tags = new Set<string>();
  let legacy = false;
  for (const [tag, group] of Object.entries(endpointGroups)) {
    for (const [key, endpoint] of Object.entries(group as Record<string, Endpoint>)) {
      if (wanted && !wanted.has(key)) continue;
      const { method, path } = splitEndpointKey(key);
      const openApiPath = toOpenApiPath(path);
      paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation(key, endpoint, tag) };
      tags.add(tag);
      legacy ||= Boolean(endpoint.legacy);
    }
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.1',
    info: {
      title: 'NutriTest API',
      version: '1',
      description:
        'The NutriTest portal’s HTTP API, generated from its endpoint contract (packages/domain/src/contract). ' +
        'Bodies are JSON unless a route says otherwise; every error answers `{ error, message, fields? }` with a ' +
        'Spanish message. Paths are matched case-insensitively. Sign in with POST /v1/account/authenticate and ' +
        'send its `jwtToken` as a bearer token.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [
      ...Object.entries(MODULE_TEXT)
        .filter(([name]) => tags.has(name))
        .map(([name, description]) => ({ name, description })),
      ...(legacy ? [{ name: LEGACY_TAG, description: LEGACY_TEXT }] : []),
    ],
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { ErrorResponse: jsonSchemaOf(errorResponseSchema, 'output') },
      responses: {
        Error: {
          description:
            'An error: a code for programs, a Spanish message for people and, for a form, a text per field ' +
            '(400 validation, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 413 too large, ' +
            '429 too many attempts, 5xx unavailable).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
        },
      },
    },
  };
}
