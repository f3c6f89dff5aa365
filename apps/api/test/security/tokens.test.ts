import { randomUUID } from 'node:crypto';
import { AnalysisStatus } from '@nutritest/domain';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAnalysis, uniqueEmail } from '../../src/db/seed/factories';
import { buildTestApp, lastEmailTo, linkPath, signInAs, type TestApp } from '../helpers';
import { importLab } from '../lab-import';

/**
 * A bearer token is accepted only when it is HS256 with our secret, untouched, unexpired, not
 * logged out and issued after the account's last password change or reset. Anything else: 401.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/v1/account', headers });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const claimsOf = (token: string) => JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8'));

/** The claims a genuine token of `account` carries, so each forged token differs in one thing only. */
function genuineClaims(token: string) {
  const { role, ver, sub, iss, aud } = claimsOf(token);
  return { role, ver, sub, iss, aud };
}

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
}

describe('forged or altered tokens', () => {
  it('accepts the genuine token (the baseline every forgery below is compared with)', async () => {
    const customer = await signInAs(t.app, 'Customer');
    expect(parts(customer.token)).toHaveLength(3);
    expect(JSON.parse(Buffer.from(parts(customer.token)[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect((await me(customer.headers)).statusCode).toBe(200);
  });

  it('refuses alg "none" (unsigned), with or without a trailing signature', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const c = genuineClaims(customer.token);
    const unsigned = new UnsecuredJWT({ role: c.role, ver: c.ver })
      .setSubject(c.sub)
      .setJti(randomUUID())
      .setIssuer(c.iss)
      .setAudience(c.aud)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expectRefused(await me(bearer(unsigned)));
    // The same with alg spelled differently and the genuine signature kept.
    const [, payload, signature] = parts(unsigned.replace(/\.$/, '.x'));
    expectRefused(await me(bearer(`${b64({ alg: 'None', typ: 'JWT' })}.${payload}.${signature}`)));
    expectRefused(await me(bearer(`${b64({ alg: 'none' })}.${parts(customer.token)[1]}.`)));
  });

  it('refuses another algorithm: HS512 with our own secret, and RS256', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const c = genuineClaims(customer.token);
    const build = () =>
      new SignJWT({ role: c.role, ver: c.ver })
        .setSubject(c.sub)
        .setJti(randomUUID())
        .setIssuer(c.iss)
        .setAudience(c.aud)
        .setIssuedAt()
        .setExpirationTime('1h');
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const hs512 = await build().setProtectedHeader({ alg: 'HS512' }).sign(secret);
    expectRefused(await me(bearer(hs512)));
    const { privateKey } = await generateKeyPair('RS256');
    const rs256 = await build().setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expectRefused(await me(bearer(rs256)));
    // HS256 with any other secret.
    const other = await build()
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-1'));
    expectRefused(await me(bearer(other)));
    // Our own secret and algorithm still work: the refusals above are about the algorithm/key.
    const ours = await build().setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect((await me(bearer(ours))).statusCode).toBe(200);
  });

  it('refuses a token whose payload was changed (role raised to Operator) or whose signature was altered', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const [header, payload, signature] = parts(customer.token);
    const raised = b64({ ...claimsOf(customer.token), role: 'Operator' });
    expectRefused(await me(bearer(`${header}.${raised}.${signature}`)));
    const ops = await t.app.inject({
      method: 'GET',
      url: '/v1/ops/kits',
      headers: bearer(`${header}.${raised}.${signature}`),
    });
    expect(ops.statusCode).toBe(401);
    const otherUser = await signInAs(t.app, 'Customer');
    const swapped = b64({ ...claimsOf(customer.token), sub: otherUser.account.id });
    expectRefused(await me(bearer(`${header}.${swapped}.${signature}`)));
    const last = signature.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${signature.slice(0, -2)}${last}${signature.slice(-1)}`;
    expectRefused(await me(bearer(`${header}.${payload}.${flipped}`)));
    expectRefused(await me(bearer(`${header}.${payload}.`)));
    expectRefused(await me(bearer(`${header}.${payload}`)));
    expectRefused(await me(bearer('not-a-token')));
  });

  it('refuses an expired token, even a genuinely signed one', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const c = genuineClaims(customer.token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: c.role, ver: c.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(c.sub)
      .setJti(randomUUID())
      .setIssuer(c.iss)
      .setAudience(c.aud)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expectRefused(await me(bearer(expired)));
  });
});

describe('tokens that were valid', () => {
  it('stop working after logout, for every route, while other sessions go on', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: customer.email, password: customer.password },
    });
    const other = bearer(second.json().jwtToken);
    const out = await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers: customer.headers });
    expect(out.statusCode).toBe(204);
    expectRefused(await me(customer.headers));
    expectRefused(await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers: customer.headers }));
    expectRefused(await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers: customer.headers }));
    expect((await me(other)).statusCode).toBe(200);
  });

  it('stop working after a password change (every older session), the new one works', async () => {
    const customer = await signInAs(t.app, 'Customer', { password: 'vieja-clave-1' });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: customer.headers,
      payload: { oldPassword: 'vieja-clave-1', newPassword: 'nueva-clave-2' },
    });
    expect(change.statusCode).toBe(200);
    expectRefused(await me(customer.headers));
    expect((await me(bearer(change.json().jwtToken))).statusCode).toBe(200);
  });

  it('stop working after a password reset', async () => {
    const customer = await signInAs(t.app, 'Customer', { password: 'antes-del-reset-3' });
    expect((await me(customer.headers)).statusCode).toBe(200);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/v1/account/password/reset',
      payload: { email: customer.email },
    });
    expect(ask.statusCode).toBe(202);
    const mail = await lastEmailTo(t.app, customer.email, 'reset-password');
    const data = new URL(linkPath(mail!.links, '/changePassword'), 'http://x').searchParams.get('data')!;
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/v1/account/password/reset/confirmation?data=${encodeURIComponent(data)}`,
    });
    expect(confirm.statusCode).toBe(200);
    expectRefused(await me(customer.headers));
  });
});

describe('a nutritionist loses a patient', () => {
  async function linkedPatientWithResults() {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await signInAs(t.app, 'Customer', { nutritionistId: nutri.account.id });
    const analysis = await createAnalysis(t.app.database.db, patient.account.id, AnalysisStatus.InLab);
    await importLab(t.app, `${analysis.referenceId},rs9939609,AA,+\n${analysis.referenceId},rs4988235,CT`);
    const url = `/v1/Analyses/patients/result/${patient.account.id}`;
    const before = await t.app.inject({ method: 'GET', url, headers: nutri.headers });
    expect(before.statusCode).toBe(200);
    return { nutri, patient, url };
  }

  it('on the very next request after the patient unlinks them', async () => {
    const { nutri, patient, url } = await linkedPatientWithResults();
    const unlink = await t.app.inject({ method: 'DELETE', url: '/v1/account/nutritionist', headers: patient.headers });
    expect(unlink.statusCode).toBe(204);
    // Same token, no new sign-in: the link is read from the database on each request.
    const after = await t.app.inject({ method: 'GET', url, headers: nutri.headers });
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('rs9939609');
    const foods = await t.app.inject({
      method: 'GET',
      url: `/v1/Analyses/patients/foods/${patient.account.id}`,
      headers: nutri.headers,
    });
    expect(foods.statusCode).toBe(404);
  });

  it('on the very next request after the patient links another nutritionist by code', async () => {
    const { nutri, patient, url } = await linkedPatientWithResults();
    await createAccount(t.app.database.db, {
      email: uniqueEmail('otra-nutri'),
      role: 'Nutritionist',
      firstName: 'Otra',
      lastName: 'Nutri',
      publicCode: 'OTRA77',
    });
    const change = await t.app.inject({
      method: 'POST',
      url: '/v1/account/nutritionist',
      headers: patient.headers,
      payload: { code: 'OTRA77' },
    });
    expect(change.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: nutri.headers })).statusCode).toBe(404);
  });
});
