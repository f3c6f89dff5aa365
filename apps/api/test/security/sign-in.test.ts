import { messages } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from '../../src/db/seed/factories';
import { argon2Work, getDummyHash, hashPassword } from '../../src/platform/auth/passwords';
import { buildTestApp, type TestApp } from '../helpers';

/**
 * Sign-in limits (accounts.service.ts): 5 failures per account and 20 per address within 15
 * minutes, then 429 until the window ends, correct password or not. Each test signs in from its
 * own addresses so the counters of one test never reach another.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
/** A fresh client address (TEST-NET-2), never used by another attempt of this file. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account/authenticate',
    payload: { email, password },
    remoteAddress,
    headers,
  });

async function account(password = 'correcta-123') {
  const email = uniqueEmail('login');
  await createAccount(t.app.database.db, { email, password, role: 'Customer', firstName: 'Ana', lastName: 'Sosa' });
  return { email, password };
}

describe('sign-in limits', () => {
  it('blocks an account after 5 failures, from any address, even with the right password', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 5; i++) expect((await login(email, 'equivocada-1', freshAddress())).statusCode).toBe(401);
    const blocked = await login(email, password, freshAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'RATE_LIMITED', message: messages.loginBlocked });
    // Other accounts are not affected.
    const other = await account();
    expect((await login(other.email, other.password, freshAddress())).statusCode).toBe(200);
  });

  it('counts the e-mail whatever its letter case', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 5; i++) {
      const variant = i % 2 ? email.toUpperCase() : email;
      expect((await login(variant, 'equivocada-1', freshAddress())).statusCode).toBe(401);
    }
    expect((await login(email, password, freshAddress())).statusCode).toBe(429);
  });

  it('a successful sign-in before the limit starts the account count again', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 4; i++) expect((await login(email, 'equivocada-1', freshAddress())).statusCode).toBe(401);
    expect((await login(email, password, freshAddress())).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'equivocada-1', freshAddress())).statusCode).toBe(401);
    expect((await login(email, password, freshAddress())).statusCode).toBe(200);
  });

  it('blocks an address after 20 failures on any e-mails, while other addresses go on', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login(uniqueEmail('nadie'), 'equivocada-1', address)).statusCode).toBe(401);
    }
    const { email, password } = await account();
    const blocked = await login(email, password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.loginBlocked);
    expect((await login(email, password, freshAddress())).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a client cannot pick a new address per try', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await login(uniqueEmail('nadie'), 'equivocada-1', address, spoofed)).statusCode).toBe(401);
    }
    const blocked = await login(uniqueEmail('nadie'), 'equivocada-1', address, { 'x-forwarded-for': '203.0.113.99' });
    expect(blocked.statusCode).toBe(429);
  });

  it('behind a trusted proxy, counts the client address the proxy reports', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const viaProxy = (email: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/v1/account/authenticate',
          payload: { email, password: 'equivocada-1' },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 20; i++) expect((await viaProxy(uniqueEmail('nadie'), '203.0.113.7')).statusCode).toBe(401);
      expect((await viaProxy(uniqueEmail('nadie'), '203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect((await viaProxy(uniqueEmail('nadie'), '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('sign-in answers reveal nothing about the e-mail', () => {
  it('answers an unknown e-mail and a wrong password with the same status and body', async () => {
    const { email } = await account();
    const unknown = await login(uniqueEmail('nadie'), 'equivocada-1', freshAddress());
    const wrong = await login(email, 'equivocada-1', freshAddress());
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: messages.loginFailed });
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
  });

  it('does the same argon2 work for both: one verification against a real argon2id hash (issue 42: counted, not timed)', async () => {
    const known = await account();
    // The first unknown e-mail computes the stand-in hash once (same parameters as real ones).
    await login(uniqueEmail('nadie'), 'equivocada-1', freshAddress());
    // argon2id, version and parameters ($argon2id$v=19$m=…,t=…,p=…) as a real hash made now.
    const parameters = (hashed: string) => hashed.split('$').slice(0, 4).join('$');
    expect(parameters(await getDummyHash())).toBe(parameters(await hashPassword('otra-clave-1')));
    expect(await getDummyHash()).toMatch(/^\$argon2id\$v=19\$/);
    const work = async (email: string) => {
      const before = { ...argon2Work };
      const res = await login(email, 'equivocada-1', freshAddress());
      expect(res.statusCode).toBe(401);
      return { hashes: argon2Work.hashes - before.hashes, verifies: argon2Work.verifies - before.verifies };
    };
    for (let i = 0; i < 3; i++) {
      expect(await work(uniqueEmail('nadie'))).toEqual({ hashes: 0, verifies: 1 });
      expect(await work(known.email)).toEqual({ hashes: 0, verifies: 1 });
    }
  });
});
