import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpointGroups, endpoints, splitEndpointKey } from './index';
import { openApiDocument, operationIdOf } from './openapi';

const entries = Object.entries(endpoints as Record<string, Endpoint>);

describe('the endpoint contract', () => {
  it('keeps each route in one module (a spread would silently drop the first of two)', () => {
    const keys = Object.values(endpointGroups).flatMap((group) => Object.keys(group));
    expect(keys.length).toBe(new Set(keys).size);
    expect(new Set(keys)).toEqual(new Set(Object.keys(endpoints)));
  });

  it("keys each route 'METHOD /path' with an upper-case method and no trailing slash", () => {
    for (const [key] of entries) {
      expect(key).toMatch(/^(GET|POST|PUT|DELETE) \/[^\s]*$/);
      expect(splitEndpointKey(key).path).not.toMatch(/.\/$/);
    }
  });

  it('has a params schema naming exactly the path parameters of each route that has any', () => {
    const wrong: string[] = [];
    for (const [key, endpoint] of entries) {
      const names = [...splitEndpointKey(key).path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = endpoint.schema.params as z.ZodObject | undefined;
      const declared = params ? Object.keys(params.shape) : [];
      if (names.join() !== declared.join()) wrong.push(`${key}: path ${names.join()} / params ${declared.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('does not name two routes that differ only by case (paths are matched case-insensitively)', () => {
    const lower = entries.map(([key]) => key.toLowerCase());
    expect(lower.length).toBe(new Set(lower).size);
  });

  it('gives every route a unique operationId', () => {
    const ids = entries.map(([key]) => operationIdOf(key));
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('answers a non-JSON media type only with a string answer or none', () => {
    for (const [key, endpoint] of entries) {
      if (!endpoint.produces) continue;
      for (const [status, schema] of Object.entries(endpoint.schema.response ?? {})) {
        if (Number(status) >= 300 || Number(status) === 204 || !schema) continue;
        expect(z.toJSONSchema(schema as z.ZodType).type, key).toBe('string');
      }
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every route of the contract, once, with its access', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { 'x-access': unknown }>> };
    const described = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        access: op['x-access'],
      })),
    );
    expect(described.map((d) => d.key).sort()).toEqual(Object.keys(endpoints).sort());
    for (const { key, access } of described)
      expect(access).toEqual((endpoints as Record<string, Endpoint>)[key]?.access);
  });

  it('describes only the routes asked for', () => {
    const doc = openApiDocument({ keys: ['GET /v1/cost', 'GET /healthz'] }) as {
      paths: object;
      tags: { name: string }[];
    };
    expect(Object.keys(doc.paths).sort()).toEqual(['/healthz', '/v1/cost']);
    expect(doc.tags.map((t) => t.name)).toEqual(['health', 'reference', 'legacy']);
  });

  it('marks the legacy paths and says why', () => {
    const doc = openApiDocument({
      keys: ['POST /v1/payment/create_preference', 'GET /v1/meal/prices', 'GET /v1/account/consents'],
    });
    const paths = doc.paths as Record<
      string,
      Record<string, { tags: string[]; 'x-legacy'?: true; description: string }>
    >;
    expect(paths['/v1/payment/create_preference']?.post?.['x-legacy']).toBe(true);
    expect(paths['/v1/payment/create_preference']?.post?.tags).toContain('legacy');
    expect(paths['/v1/payment/create_preference']?.post?.description).toMatch(/original front end/);
    expect(paths['/v1/account/consents']?.get?.['x-legacy']).toBeUndefined();
  });

  it('documents a path parameter, a query, a body and each answer of a route', () => {
    const doc = openApiDocument({ keys: ['POST /v1/ops/phone-queue/:legId', 'GET /v1/ops/kits'] });
    const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
    const phone = paths['/v1/ops/phone-queue/{legId}']?.post as Record<string, unknown>;
    expect(phone.parameters).toEqual([
      {
        name: 'legId',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', format: 'uuid' }),
      },
    ]);
    expect(phone.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object', required: ['agreedDate'] } } },
    });
    expect(phone.responses).toMatchObject({
      204: { description: 'No content' },
      default: { $ref: '#/components/responses/Error' },
    });
    expect(phone.security).toEqual([{ bearerAuth: [] }]);
    const kits = paths['/v1/ops/kits']?.get as { parameters: { name: string; in: string; required: boolean }[] };
    expect(kits.parameters.map(({ name, in: at, required }) => ({ name, at, required }))).toEqual([
      { name: 'status', at: 'query', required: false },
      { name: 'department', at: 'query', required: false },
    ]);
  });
});
