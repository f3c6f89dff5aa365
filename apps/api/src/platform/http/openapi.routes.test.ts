import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { buildMercadoPagoTestApp } from '../../../test/mercadopago-app';
import { routeAccess } from '../auth/route-access';

type Operation = { 'x-access': unknown; tags: string[]; operationId: string };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The routes an app registers, as Fastify sees them: HEAD twins and the web app's files left out. */
function routeCollector() {
  const keys: string[] = [];
  const onRoute = (route: RouteOptions) => {
    if (route.url === '/*') return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') keys.push(`${method} ${route.url}`);
  };
  return { keys, onRoute };
}

/** The `'METHOD /path'` of every operation of the document. */
const documented = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

/**
 * The served document, checked by @readme/openapi-parser (decision 053): OpenAPI 3.1's own schema
 * plus its rules (path parameters declared and required, unique operationIds…). Its one rule that
 * predates 3.1, "an array has `items`", is a warning here: JSON Schema 2020-12 closes a tuple with
 * `prefixItems` and `items: false`, which that rule reads as missing; every warning must be one.
 */
async function validateDocument(doc: Document) {
  const result = await validate(structuredClone(doc) as never, {
    validate: { rules: { openapi: { 'array-without-items': 'warning' } } },
  });
  expect(result.valid ? [] : result.errors).toEqual([]);
  const tuples = JSON.stringify(doc).match(/"items":false/g)?.length ?? 0;
  expect(result.warnings.length).toBeLessThanOrEqual(tuples);
  for (const warning of result.warnings)
    expect(warning.message).toMatch(/is an array, so it should include an `items`/);
}

describe('GET /v1/openapi.json', () => {
  let t: TestApp;
  let registered: string[];
  let doc: Document;

  beforeAll(async () => {
    const collector = routeCollector();
    t = await buildTestApp({}, { onRoute: collector.onRoute });
    registered = collector.keys;
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is served to anyone as an OpenAPI 3.1 document that a maintained validator accepts', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    await validateDocument(doc);
  });

  it('lists every route the app registers, and nothing else', () => {
    expect(registered.length).toBeGreaterThan(150);
    expect(documented(doc).sort()).toEqual([...new Set(registered)].sort());
  });

  it('says who may call each /v1 route exactly as the access check does', () => {
    const wrong: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (!path.startsWith('/v1/')) continue;
        if (JSON.stringify(op['x-access']) !== JSON.stringify(routeAccess[key])) wrong.push(key);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the spec’s legacy paths as they are, marked as such', () => {
    for (const [path, method] of [
      ['/v1/payment/create_preference_hire_nutritionist', 'post'],
      ['/v1/meal/MealsByWeek', 'get'],
      ['/v1/Analyses/results', 'get'],
      ['/v1/Account/fromBusiness', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, path).toContain('legacy');
    }
  });

  it('has JSON Schemas that a JSON Schema 2020-12 validator compiles', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: (doc as unknown as { components: object }).components });
    const broken: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      const schema = node.schema as Record<string, unknown> | undefined;
      if (schema && typeof schema === 'object' && !('$ref' in schema)) {
        try {
          ajv.compile(schema);
        } catch (err) {
          broken.push(`${at}: ${(err as Error).message}`);
        }
      }
      for (const [key, child] of Object.entries(node)) if (key !== 'schema') walk(child, `${at}/${key}`);
    };
    walk(doc.paths, '#/paths');
    expect(broken).toEqual([]);
  });
});

describe('the OpenAPI document with MercadoPago configured', () => {
  it('lists the card frame’s routes too (registered only then)', async () => {
    const collector = routeCollector();
    const { t, close } = await buildMercadoPagoTestApp({}, { onRoute: collector.onRoute });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
      const doc: Document = res.json();
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/pay/card', '/pay/card/security']));
      expect(documented(doc).sort()).toEqual([...new Set(collector.keys)].sort());
      await validateDocument(doc);
    } finally {
      await close();
    }
  });
});
