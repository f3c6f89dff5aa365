import type { Role } from '@nutritest/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../../src/platform/auth/plugin';
import { registerRouteAccess, routeAccess, routeKey } from '../../src/platform/auth/route-access';
import { createTokenService } from '../../src/platform/auth/tokens';
import { buildTestApp, signInAs, type TestApp } from '../helpers';
import { type CollectedRoute, routeCollector } from './access-matrix.table';

/**
 * Issue 17, hardening: one table (platform/auth/route-access.ts) says who may call every /v1 route,
 * and an onRequest hook answers 401/403 from it before the body is read or validated.
 */
let t: TestApp;
let routes: CollectedRoute[];
const sessions = {} as Record<Role, Record<string, string>>;
const roles: Role[] = ['Customer', 'Nutritionist', 'Business', 'Operator'];

beforeAll(async () => {
  const collector = routeCollector();
  t = await buildTestApp({}, { onRoute: collector.onRoute });
  routes = collector.routes;
  for (const role of roles) sessions[role] = (await signInAs(t.app, role)).headers;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The path with every parameter replaced by text no parameter schema accepts ('x' is no uuid). */
const urlOf = (path: string) => path.replace(/:[^/]+/g, 'x');
/** A body no route's schema accepts: a JSON string where objects go. */
const invalidBody = JSON.stringify('esto no es un objeto');

function send(method: string, path: string, headers: Record<string, string> = {}) {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return t.app.inject({
    method: method as 'GET',
    url: `${urlOf(path)}?desde=no-es-fecha&mes=99`,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: invalidBody } : {}),
  });
}

const rows = () => Object.entries(routeAccess).map(([key, access]) => ({ key, access, ...splitKey(key) }));
const splitKey = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path };
};

describe('the route access table', () => {
  it('has one row per /v1 route and no row without a route', () => {
    const real = new Set(routes.map((r) => routeKey(r.method, r.path)));
    expect(
      [...real].filter((k) => !(k in routeAccess)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(routeAccess).filter((k) => !real.has(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('makes the app fail at startup, naming each route that has no row', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, t.app.database.db, createTokenService('x'.repeat(40), 60));
    const check = registerRouteAccess(app, { 'GET /v1/known': 'public' });
    app.get('/v1/known', async () => ({}));
    app.post('/v1/forgotten', async () => ({}));
    app.get('/v1/forgotten/:id', async () => ({}));
    app.get('/healthz', async () => ({}));
    expect(check).toThrowError(/packages\/domain\/src\/contract\): POST \/v1\/forgotten, GET \/v1\/forgotten\/:id$/);
    await app.close();
  });

  it('answers an anonymous request to every non-public route with 401, before validating it', async () => {
    const wrong: string[] = [];
    for (const { key, access, method, path } of rows()) {
      if (access === 'public') continue;
      const res = await send(method, path);
      if (res.statusCode !== 401 || res.json().error !== 'UNAUTHENTICATED') {
        wrong.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a signed-in role the row does not name with 403, before validating it', async () => {
    const wrong: string[] = [];
    for (const { key, access, method, path } of rows()) {
      if (typeof access === 'string') continue;
      const outsider = roles.find((r) => !access.includes(r));
      if (!outsider) continue;
      const res = await send(method, path, sessions[outsider]);
      if (res.statusCode !== 403 || res.json().error !== 'FORBIDDEN') {
        wrong.push(`${key} as ${outsider}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a body over the limit to an operator route from a customer or a stranger before reading it', async () => {
    const csv = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const lab = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/ops/lab-imports',
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: csv,
      });
    const fromCustomer = await lab(sessions.Customer);
    expect(fromCustomer.statusCode, fromCustomer.body).toBe(403);
    expect(fromCustomer.json().error).toBe('FORBIDDEN');
    expect((await lab({})).statusCode).toBe(401);
    // The operator gets the size refusal: the body limit is still there.
    expect((await lab(sessions.Operator)).statusCode).toBe(413);

    const prices = await t.app.inject({
      method: 'PUT',
      url: '/v1/ops/meals/prices',
      headers: { ...sessions.Customer, 'content-type': 'application/json' },
      payload: JSON.stringify({ MEAL_UNIT: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(prices.statusCode, prices.body).toBe(403);
  });
});
