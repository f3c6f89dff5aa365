import { messages } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../helpers';

/**
 * Issue 17, finding 2: a session must not be a way to guess the account's password through
 * PUT /v1/account/password. Wrong current passwords are counted per account in the database (5 in
 * 15 minutes, like sign-in); the one that reaches the limit ends every session of the account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const change = (headers: Record<string, string>, oldPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/account/password',
    headers,
    payload: { oldPassword, newPassword: 'nueva-clave-456' },
  });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/v1/account', headers });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/account/authenticate', payload: { email, password } });

describe('PUT /v1/account/password limits wrong current passwords', () => {
  it('after 5 wrong ones ends every session of the account and refuses further tries for the window', async () => {
    const first = await signInAs(t.app, 'Customer', { password: 'vieja-clave-1' });
    const second = { authorization: `Bearer ${(await signIn(first.email, 'vieja-clave-1')).json().jwtToken}` };
    for (let i = 0; i < 4; i++) {
      const wrong = await change(first.headers, `adivino-${i}1`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ oldPassword: messages.oldPasswordWrong });
    }
    const fifth = await change(first.headers, 'adivino-51');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ error: 'RATE_LIMITED', message: messages.passwordChangeBlocked });
    // Both sessions ended: the one used and the other one.
    expect((await me(first.headers)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    // The password itself did not change; a new session cannot go on guessing (nor change it) for now.
    const again = await signIn(first.email, 'vieja-clave-1');
    expect(again.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${again.json().jwtToken}` };
    expect((await change(fresh, 'vieja-clave-1')).statusCode).toBe(429);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('counts per account, shared by all its sessions, and a right password clears the count', async () => {
    const a = await signInAs(t.app, 'Nutritionist', { password: 'vieja-clave-2' });
    const b = { authorization: `Bearer ${(await signIn(a.email, 'vieja-clave-2')).json().jwtToken}` };
    for (let i = 0; i < 2; i++) expect((await change(a.headers, `mala-${i}1`)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await change(b, `mala-${i}2`)).statusCode).toBe(400);
    const ok = await change(a.headers, 'vieja-clave-2');
    expect(ok.statusCode).toBe(200);
    const after = { authorization: `Bearer ${ok.json().jwtToken}` };
    for (let i = 0; i < 4; i++) expect((await change(after, `mala-${i}3`)).statusCode).toBe(400);
    // Another account is not affected by these counts.
    const other = await signInAs(t.app, 'Customer', { password: 'vieja-clave-3' });
    expect((await change(other.headers, 'mala-99')).statusCode).toBe(400);
  });
});
