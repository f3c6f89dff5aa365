import { AnalysisStatus, type Role } from '@nutritest/domain';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysis } from '../../src/db/seed/factories';
import { registerAuth } from '../../src/platform/auth/plugin';
import { registerRouteAccess } from '../../src/platform/auth/route-access';
import { createTokenService } from '../../src/platform/auth/tokens';
import { buildTestApp, signInAs, type TestApp } from '../helpers';
import { importLab } from '../lab-import';

/**
 * Decision 080, read as its attacker: four GET routes leave the database half of the session check
 * (logout, password change, the account's role) to their handler's first statement, which reads
 * the signed-in account's data in the same round trip. A token that is no longer good must get the
 * same refusal as everywhere else, and never the data that statement read.
 */
let t: TestApp;
const folded: string[] = [];
const FOLDED = ['GET /v1/account', 'GET /v1/Analyses/results', 'GET /v1/Analyses/foods', 'GET /v1/meal/MealsByWeek'];

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        if (route.config && (route.config as { sessionWithFirstRead?: boolean }).sessionWithFirstRead) {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          folded.push(...methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${route.url}`));
        }
      },
    },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const tokens = () => createTokenService(t.config.jwtSecret, 3600);

/** A customer with results: every folded route has something to leak. */
async function customerWithResults(password = 'clave-segura-1') {
  const customer = await signInAs(t.app, 'Customer', { firstName: 'Filtrada', lastName: 'Nunca', password });
  const analysis = await createAnalysis(t.app.database.db, customer.account.id, AnalysisStatus.InLab);
  await importLab(t.app, `${analysis.referenceId},rs9939609,AA,+\n${analysis.referenceId},rs4988235,CT`);
  return customer;
}

function expectRefused(res: { statusCode: number; body: string; json(): unknown }, status = 401) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  expect(res.json()).toMatchObject({ error: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
  // Nothing the statement read: names, e-mail, analysis, traits, ratings.
  expect(res.body).not.toMatch(/Filtrada|Nunca|@|rs\d|referenceId|suitsMe|score/);
}

const urls = ['/v1/account', '/v1/Analyses/results', '/v1/Analyses/foods', '/v1/meal/MealsByWeek'];

describe('routes that check the session in their first read (decision 080)', () => {
  it('are exactly the four reviewed GET routes', () => {
    expect([...new Set(folded)].sort()).toEqual([...FOLDED].sort());
  });

  it('answer the genuine session (the baseline each refusal below is compared with)', async () => {
    const customer = await customerWithResults();
    for (const url of urls) {
      const res = await get(url, customer.headers);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    expect((await get('/v1/account', customer.headers)).body).toContain('Filtrada');
  });

  it('refuse a logged-out token on every one of them, with nothing the read found', async () => {
    const customer = await customerWithResults();
    const out = await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers: customer.headers });
    expect(out.statusCode).toBe(204);
    for (const url of urls) expectRefused(await get(url, customer.headers));
  });

  it('refuse every token older than a password change', async () => {
    const customer = await customerWithResults('clave-vieja-1');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: customer.headers,
      payload: { oldPassword: 'clave-vieja-1', newPassword: 'clave-nueva-2' },
    });
    expect(change.statusCode).toBe(200);
    for (const url of urls) expectRefused(await get(url, customer.headers));
    // The new session reads them all.
    for (const url of urls) expect((await get(url, bearer(change.json().jwtToken))).statusCode).toBe(200);
  });

  it('refuse a well-signed token of an account that does not exist (erased)', async () => {
    const ghost = await tokens().sign({
      id: '00000000-0000-4000-8000-000000000000',
      role: 'Customer',
      tokenVersion: 0,
    });
    for (const url of urls) expectRefused(await get(url, bearer(ghost)));
  });

  it('go by the role the database has, not the one the token claims', async () => {
    // A nutritionist's own token, signed as if it said Customer (a role changed after issue): the
    // handler's statement reads Nutritionist and refuses.
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Filtrada', lastName: 'Nunca' });
    const claimsCustomer = await tokens().sign({ id: nutri.account.id, role: 'Customer', tokenVersion: 0 });
    expectRefused(await get('/v1/Analyses/results', bearer(claimsCustomer)), 403);
    expectRefused(await get('/v1/Analyses/foods', bearer(claimsCustomer)), 403);
    expectRefused(await get('/v1/Analyses/results', nutri.headers), 403);
    expectRefused(await get('/v1/Analyses/foods', nutri.headers), 403);
    // The other way round, a customer's token that claims Nutritionist reads as the customer it is
    // (decision 002: the role comes from the database, so a change applies at once).
    const customer = await customerWithResults();
    const claimsNutri = await tokens().sign({ id: customer.account.id, role: 'Nutritionist', tokenVersion: 0 });
    expect((await get('/v1/Analyses/results', bearer(claimsNutri))).statusCode).toBe(200);
  });

  it('refuse a tampered or missing token before any read', async () => {
    const customer = await customerWithResults();
    const [h, p, s] = customer.token.split('.') as [string, string, string];
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.slice(-1)}`;
    for (const url of urls) expectRefused(await get(url, bearer(flipped)));
    for (const url of urls.slice(0, 3)) expectRefused(await get(url, {}));
    // The menu is public: without a token it answers, with no one's marks.
    const menu = await get('/v1/meal/MealsByWeek', {});
    expect(menu.statusCode).toBe(200);
    expect(menu.body).not.toContain('suitsMe":true');
  });
});

describe('the guard around them', () => {
  it('refuses to start when a route that reads a body leaves the check to its handler', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, t.app.database.db, tokens());
    const check = registerRouteAccess(app, { 'GET /v1/fine': 'signed-in', 'POST /v1/folded': 'signed-in' });
    app.get('/v1/fine', { config: { sessionWithFirstRead: true } }, async () => ({}));
    app.post('/v1/folded', { config: { sessionWithFirstRead: true } }, async () => ({}));
    expect(check).toThrowError(/GET routes only: POST \/v1\/folded$/);
    await app.close();
  });

  it('answers 500, without the data, when such a handler forgot to check the session', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, t.app.database.db, tokens());
    const check = registerRouteAccess(app, {
      'GET /v1/forgot': ['Customer'],
      'GET /v1/checked': ['Customer'],
      'GET /v1/no-role-check': ['Operator'],
    });
    const sensitive = async () => ({ secret: 'dato sensible' });
    app.get('/v1/forgot', { config: { sessionWithFirstRead: true } }, sensitive);
    app.get('/v1/checked', { config: { sessionWithFirstRead: true } }, async (req) => {
      await req.getUser();
      return sensitive();
    });
    // Checks the session but not the role: the table's row still holds.
    app.get('/v1/no-role-check', { config: { sessionWithFirstRead: true } }, async (req) => {
      await req.getUser();
      return sensitive();
    });
    check();
    const customer = await signInAs(t.app, 'Customer');
    const role: Role = 'Customer';
    const token = await tokens().sign({ id: customer.account.id, role, tokenVersion: 0 });
    const forgot = await app.inject({ method: 'GET', url: '/v1/forgot', headers: bearer(token) });
    expect(forgot.statusCode).toBe(500);
    expect(forgot.body).not.toContain('dato sensible');
    const noRoleCheck = await app.inject({ method: 'GET', url: '/v1/no-role-check', headers: bearer(token) });
    expect(noRoleCheck.statusCode).toBe(500);
    expect(noRoleCheck.body).not.toContain('dato sensible');
    const checked = await app.inject({ method: 'GET', url: '/v1/checked', headers: bearer(token) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ secret: 'dato sensible' });
    await app.close();
  });
});
