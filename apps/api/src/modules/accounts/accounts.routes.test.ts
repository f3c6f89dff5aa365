import { AnalysisStatus, messages } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { revokedTokens } from '../../db/schema';
import { createAccount, createAnalysis } from '../../db/seed/factories';
import { purgeExpiredRevocations, revokeToken } from '../../platform/auth/sessions.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /v1/account/authenticate', () => {
  it('answers a token and the account, never the password hash', async () => {
    const account = await createAccount(t.app.database.db, {
      email: 'ana@test.uy',
      password: 'clave123',
      role: 'Customer',
      firstName: 'Ana',
      lastName: 'Suárez',
    });
    await createAnalysis(t.app.database.db, account.id, AnalysisStatus.Paid);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: ' ANA@test.uy ', password: 'clave123' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.jwtToken).toMatch(/^ey/);
    expect(body.account).toMatchObject({
      id: account.id,
      email: 'ana@test.uy',
      role: 'Customer',
      profile: { firstName: 'Ana', lastName: 'Suárez', analysis: { status: AnalysisStatus.Paid } },
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('passwordHash');
  });

  it('gives the same Spanish message for a wrong password and an unknown e-mail', async () => {
    await createAccount(t.app.database.db, { email: 'beto@test.uy', password: 'clave123', role: 'Customer' });
    for (const payload of [
      { email: 'beto@test.uy', password: 'otra1234' },
      { email: 'nadie@test.uy', password: 'clave123' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/account/authenticate', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: messages.loginFailed });
    }
  });

  it('rejects a malformed body with Spanish texts per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'no-es-un-correo', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION',
      fields: { email: messages.emailFormat, password: messages.required },
    });
  });

  it('rejects e-mails with special characters such as &', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'a&b@test.uy', password: 'x' },
    });
    expect(res.json().fields.email).toBe(messages.emailSpecialChars);
  });

  it('rejects invalid JSON without leaking parser details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION');
    expect(res.json().message).toBe(messages.requestNotJson);
    expect(res.body).not.toMatch(/Unexpected|position|SyntaxError/);
  });
});

describe('GET /v1/account', () => {
  it('refuses calls without a token, with a bad token or a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/account' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/account', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'UNAUTHENTICATED', message: messages.unauthenticated });
    const { token } = await signInAs(t.app, 'Customer');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the caller for every role, with the nutritionist code and company data', async () => {
    for (const role of ['Customer', 'Nutritionist', 'Business', 'Operator'] as const) {
      const { headers, account } = await signInAs(t.app, role, {
        publicCode: role === 'Nutritionist' ? `C${Date.now() % 100000}` : undefined,
      });
      const res = await t.app.inject({ method: 'GET', url: '/v1/account', headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.id).toBe(account.id);
      expect(body.role).toBe(role);
      expect(body.nutritionist !== null).toBe(role === 'Nutritionist');
      expect(body.business !== null).toBe(role === 'Business');
    }
  });

  it('matches paths case-insensitively (/v1/Account)', async () => {
    const { headers } = await signInAs(t.app, 'Customer');
    const res = await t.app.inject({ method: 'GET', url: '/v1/Account', headers });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /v1/account/logout', () => {
  it('invalidates the token on the server', async () => {
    const { headers } = await signInAs(t.app, 'Nutritionist');
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers })).statusCode).toBe(401);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v1/account/logout' })).statusCode).toBe(401);
  });

  it('keeps other sessions of the same account valid', async () => {
    const a = await signInAs(t.app, 'Customer', { email: 'dos@test.uy' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'dos@test.uy', password: a.password },
    });
    await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers: a.headers });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: { authorization: `Bearer ${second.json().jwtToken}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('revoked token housekeeping', () => {
  it('purges only revocations whose token has expired anyway', async () => {
    const db = t.app.database.db;
    await revokeToken(db, 'old-jti', new Date(Date.now() - 60_000));
    await revokeToken(db, 'live-jti', new Date(Date.now() + 60_000));
    await purgeExpiredRevocations(db);
    const left = (await db.select().from(revokedTokens)).map((r) => r.jti);
    expect(left).toContain('live-jti');
    expect(left).not.toContain('old-jti');
  });
});
