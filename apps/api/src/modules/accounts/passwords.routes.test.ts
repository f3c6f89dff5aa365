import { messages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, linkPath, signInAs, type TestApp } from '../../../test/helpers';
import { emailTokens } from '../../db/schema';
import { createAccount } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/account/authenticate', payload: { email, password }, remoteAddress });

describe('PUT /v1/account/password', () => {
  it('changes the password, answers a new token and ends older sessions', async () => {
    const me = await signInAs(t.app, 'Nutritionist', { password: 'vieja123' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: me.headers,
      payload: { oldPassword: 'vieja123', newPassword: 'nueva456' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${res.json().jwtToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: fresh })).statusCode).toBe(200);
    expect((await login(me.email, 'vieja123')).statusCode).toBe(401);
    expect((await login(me.email, 'nueva456')).statusCode).toBe(200);
  });

  it('says the old password is wrong next to its field, and checks the new one', async () => {
    const me = await signInAs(t.app, 'Customer', { password: 'vieja123' });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: me.headers,
      payload: { oldPassword: 'otra1234', newPassword: 'nueva456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ oldPassword: messages.oldPasswordWrong });
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: me.headers,
      payload: { oldPassword: 'vieja123', newPassword: 'sinnumero' },
    });
    expect(weak.json().fields).toEqual({ newPassword: messages.passwordRule });
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      payload: { oldPassword: 'a', newPassword: 'nueva456' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a one-hour link; confirming it e-mails a temporary password that signs in', async () => {
    await createAccount(t.app.database.db, { email: 'olvido@test.uy', password: 'vieja123', role: 'Customer' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/password/reset',
      payload: { email: 'olvido@test.uy' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: messages.resetRequested });
    const mail = await lastEmailTo(t.app, 'olvido@test.uy', 'reset-password');
    const page = linkPath(mail!.links, '/changePassword');
    expect(page).toMatch(/^\/changePassword\?data=[0-9a-f-]{36}\.[\w-]{43}$/);
    const [token] = await t.app.database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset'));
    const ttl = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(Math.round(ttl / 60_000)).toBe(60);

    const confirm = await t.app.inject({
      method: 'GET',
      url: page.replace('/changePassword', '/v1/account/password/reset/confirmation'),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: messages.resetConfirmed });
    const temp = await lastEmailTo(t.app, 'olvido@test.uy', 'temporary-password');
    const password = /Tu contraseña temporal es: (\S+)/.exec(temp!.text)![1]!;
    expect(password).toMatch(/^(?=.*\d).{6,}$/);
    expect((await login('olvido@test.uy', 'vieja123')).statusCode).toBe(401);
    expect((await login('olvido@test.uy', password)).statusCode).toBe(200);

    // The link works once.
    const again = await t.app.inject({
      method: 'GET',
      url: page.replace('/changePassword', '/v1/account/password/reset/confirmation'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.resetConfirmFailed);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/password/reset',
      payload: { email: 'fantasma@test.uy' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: messages.resetRequested });
    expect(await lastEmailTo(t.app, 'fantasma@test.uy')).toBeUndefined();
  });

  it('refuses an expired link and garbage', async () => {
    await createAccount(t.app.database.db, { email: 'tarde@test.uy', role: 'Customer' });
    await t.app.inject({ method: 'POST', url: '/v1/account/password/reset', payload: { email: 'tarde@test.uy' } });
    const mail = await lastEmailTo(t.app, 'tarde@test.uy', 'reset-password');
    const page = linkPath(mail!.links, '/changePassword');
    await t.app.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const expired = await t.app.inject({
      method: 'GET',
      url: page.replace('/changePassword', '/v1/account/password/reset/confirmation'),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.resetConfirmFailed);
    for (const data of ['', 'abc', 'abc.def', '00000000-0000-0000-0000-000000000000.xyz']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/account/password/reset/confirmation?data=${data}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.resetConfirmFailed);
    }
  });
});

describe('sign-in rate limits', () => {
  it('blocks an account after 5 failures with a Spanish message, even with the right password', async () => {
    await createAccount(t.app.database.db, { email: 'bloqueo@test.uy', password: 'buena123', role: 'Customer' });
    for (let i = 0; i < 5; i++) {
      expect((await login('bloqueo@test.uy', 'mala1234', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login('bloqueo@test.uy', 'buena123', '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'RATE_LIMITED', message: messages.loginBlocked });
  });

  it('a success clears the account counter', async () => {
    await createAccount(t.app.database.db, { email: 'reintento@test.uy', password: 'buena123', role: 'Customer' });
    for (let i = 0; i < 4; i++) await login('reintento@test.uy', 'mala1234', '10.1.0.1');
    expect((await login('reintento@test.uy', 'buena123', '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('reintento@test.uy', 'mala1234', '10.1.0.2');
    expect((await login('reintento@test.uy', 'buena123', '10.1.0.2')).statusCode).toBe(200);
  });

  it('blocks an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) await login(`nadie${i}@test.uy`, 'mala1234', '10.2.0.1');
    const res = await login('otro@test.uy', 'mala1234', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.loginBlocked);
    // Other addresses are not affected.
    expect((await login('otro@test.uy', 'mala1234', '10.2.0.2')).statusCode).toBe(401);
  });
});
