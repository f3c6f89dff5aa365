import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createLru } from '../lru';
import { createVerifiedTokenCache } from './plugin';
import { createTokenService, type TokenClaims } from './tokens';

// The token check per request: the verified claims are cached per process, the session state
// (logout, password change, role) is read from the database every time. Two apps on one database
// stand for two API processes.

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildApp(t.config, { logger: false, startWorkers: false, database: t.app.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const account = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/v1/account', headers });

describe('session checks across API processes', () => {
  it('a logout in one process applies on the very next request in another', async () => {
    const me = await signInAs(t.app, 'Customer');
    expect((await account(other, me.headers)).statusCode).toBe(200);
    expect((await account(other, me.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers: me.headers })).statusCode).toBe(
      204,
    );
    expect((await account(other, me.headers)).statusCode).toBe(401);
    expect((await account(t.app, me.headers)).statusCode).toBe(401);
  });

  it('a password change in one process ends the old token in another', async () => {
    const me = await signInAs(t.app, 'Nutritionist', { password: 'vieja123' });
    expect((await account(other, me.headers)).statusCode).toBe(200);
    const changed = await other.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: me.headers,
      payload: { oldPassword: 'vieja123', newPassword: 'nueva456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await account(t.app, me.headers)).statusCode).toBe(401);
    expect((await account(other, me.headers)).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${changed.json().jwtToken}` };
    expect((await account(t.app, fresh)).statusCode).toBe(200);
  });

  it('a token with a changed signature is refused even while the genuine one is cached', async () => {
    const me = await signInAs(t.app, 'Customer');
    expect((await account(t.app, me.headers)).statusCode).toBe(200);
    const [header, payload, signature] = me.token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = { authorization: `Bearer ${header}.${payload}.${flipped}` };
    expect((await account(t.app, forged)).statusCode).toBe(401);
    expect((await account(t.app, me.headers)).statusCode).toBe(200);
  });

  it('an expired token is refused, and a token signed with another secret too', async () => {
    const me = await signInAs(t.app, 'Customer');
    const expired = await createTokenService(t.config.jwtSecret, -10).sign({
      id: me.account.id,
      role: 'Customer',
      tokenVersion: 0,
    });
    expect((await account(t.app, { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
    const foreign = await createTokenService('another-secret-another-secret-0123456', 3600).sign({
      id: me.account.id,
      role: 'Customer',
      tokenVersion: 0,
    });
    expect((await account(t.app, { authorization: `Bearer ${foreign}` })).statusCode).toBe(401);
  });

  it('the role comes from the database, not from the cached token', async () => {
    const me = await signInAs(t.app, 'Customer');
    expect((await t.app.inject({ method: 'GET', url: '/v1/ops/nutritionists', headers: me.headers })).statusCode).toBe(
      403,
    );
    const { accounts } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db.update(accounts).set({ role: 'Nutritionist' }).where(eq(accounts.id, me.account.id));
    expect((await account(t.app, me.headers)).json().role).toBe('Nutritionist');
  });
});

describe('the verified-token cache', () => {
  const claims = (n: number, exp = 2_000_000_000): TokenClaims => ({
    sub: `account-${n}`,
    role: 'Customer',
    ver: 0,
    jti: `jti-${n}`,
    exp,
  });

  it('never answers an expired token, and forgets it', () => {
    const cache = createVerifiedTokenCache(10);
    cache.set('a', claims(1, 1000));
    expect(cache.get('a', 999)).toEqual(claims(1, 1000));
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is bounded, dropping the least recently used token first', () => {
    const cache = createVerifiedTokenCache(3);
    for (const n of [1, 2, 3]) cache.set(`t${n}`, claims(n));
    expect(cache.get('t1', 0)).toBeDefined(); // t1 is now the most recent
    cache.set('t4', claims(4));
    expect(cache.size).toBe(3);
    expect(cache.get('t2', 0)).toBeUndefined();
    expect(cache.get('t1', 0)?.sub).toBe('account-1');
    expect(cache.get('t3', 0)?.sub).toBe('account-3');
    expect(cache.get('t4', 0)?.sub).toBe('account-4');
  });

  it('the LRU refuses a size below one', () => {
    expect(() => createLru(0)).toThrow();
    const lru = createLru<string, number>(1);
    lru.set('a', 1);
    lru.set('b', 2);
    expect([lru.get('a'), lru.get('b'), lru.size]).toEqual([undefined, 2, 1]);
  });
});
