import { emailChangeTexts, messages, twoFactorMessages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, enableTotpFor, lastEmailTo, linkPath, signInAs, type TestApp } from '../../../test/helpers';
import { accounts, emailChanges } from '../../db/schema';
import { createAccount } from '../../db/seed/factories';
import { totpCode } from '../../platform/auth/totp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const fresh = (prefix: string) => `${prefix}.${Date.now().toString(36)}${seq++}@cambio.uy`;

const request = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/account/email-change', headers, payload });
const status = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/account/email-change', headers });
const confirm = (data: string) =>
  t.app.inject({ method: 'POST', url: '/v1/account/email-change/confirm', payload: { data } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/account/authenticate', payload: { email, password } });
/** The `<id>.<token>` of the link e-mailed to the new address. */
async function linkData(newEmail: string) {
  const mail = await lastEmailTo(t.app, newEmail, 'email-change-confirm');
  return new URLSearchParams(linkPath(mail!.links, '/verified').split('?')[1]).get('change')!;
}

describe('changing the e-mail address', () => {
  it('sends a link to the new address and a notice to the old one; the address changes only with the link', async () => {
    const me = await signInAs(t.app, 'Customer');
    const other = await login(me.email, me.password);
    const otherHeaders = { authorization: `Bearer ${other.json().jwtToken}` };
    const newEmail = fresh('nuevo');

    const res = await request(me.headers, { newEmail: newEmail.toUpperCase(), password: me.password });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ pending: { newEmail }, message: emailChangeTexts.requested(newEmail) });
    const toNew = await lastEmailTo(t.app, newEmail, 'email-change-confirm');
    expect(toNew?.subject).toBe('Confirmá tu nuevo correo de NutriTest');
    expect(linkPath(toNew!.links, '/verified')).toMatch(/^\/verified\?change=[0-9a-f-]{36}\.[\w-]{43}$/);
    const toOld = await lastEmailTo(t.app, me.email, 'email-change-requested');
    expect(toOld?.text).toContain(newEmail);
    expect(toOld?.text).toContain('Si no fuiste vos');

    // Pending: the profile says so; the account still signs in with the old address.
    expect((await status(me.headers)).json()).toMatchObject({ pending: { newEmail }, codeRequired: false });
    expect((await login(me.email, me.password)).statusCode).toBe(200);

    // The link, opened anywhere (no session): the address changes, every session ends.
    const data = await linkData(newEmail);
    const done = await confirm(data);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      accountId: me.account.id,
      email: newEmail,
      message: emailChangeTexts.changed(newEmail),
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: otherHeaders })).statusCode).toBe(401);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
    const signedIn = await login(newEmail, me.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().account).toMatchObject({ email: newEmail, emailConfirmed: true });
    expect((await lastEmailTo(t.app, me.email, 'email-change-done'))?.text).toContain(newEmail);

    // Single use.
    expect((await confirm(data)).json().message).toBe(messages.linkInvalid);
  });

  it('asks for the current password, next to its field', async () => {
    const me = await signInAs(t.app, 'Nutritionist');
    const res = await request(me.headers, { newEmail: fresh('x'), password: 'otra-1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: messages.oldPasswordWrong });
    const same = await request(me.headers, { newEmail: me.email, password: me.password });
    expect(same.json().fields).toEqual({ newEmail: emailChangeTexts.sameEmail });
    expect((await status(me.headers)).json().pending).toBeNull();
  });

  it('ends every session after five wrong passwords (shared with the password change)', async () => {
    const me = await signInAs(t.app, 'Business');
    for (let i = 0; i < 4; i++) {
      expect((await request(me.headers, { newEmail: fresh('x'), password: 'otra-1234' })).statusCode).toBe(400);
    }
    const last = await request(me.headers, { newEmail: fresh('x'), password: 'otra-1234' });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(emailChangeTexts.blocked);
    expect((await status(me.headers)).statusCode).toBe(401);
  });

  it('with two-factor sign-in on, also asks for the authenticator code', async () => {
    const me = await signInAs(t.app, 'Customer');
    const secret = await enableTotpFor(t.app, me.account.id);
    expect((await status(me.headers)).json().codeRequired).toBe(true);
    const newEmail = fresh('totp');
    const missing = await request(me.headers, { newEmail, password: me.password });
    expect(missing.json().fields).toEqual({ code: emailChangeTexts.codeRequired });
    const wrong = await request(me.headers, { newEmail, password: me.password, code: '000000' });
    expect(wrong.json().fields).toEqual({ code: twoFactorMessages.codeWrong });
    const ok = await request(me.headers, { newEmail, password: me.password, code: totpCode(secret, Date.now()) });
    expect(ok.statusCode).toBe(202);
  });

  it('answers the same for an address that has an account, whose owner gets a notice instead of a link', async () => {
    const me = await signInAs(t.app, 'Customer');
    const taken = fresh('ocupado');
    await createAccount(t.app.database.db, { email: taken, role: 'Customer', firstName: 'Otra', password: 'clave123' });
    const res = await request(me.headers, { newEmail: taken, password: me.password });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ pending: { newEmail: taken }, message: emailChangeTexts.requested(taken) });
    expect((await status(me.headers)).json().pending).toMatchObject({ newEmail: taken });
    expect(await lastEmailTo(t.app, taken, 'email-change-confirm')).toBeUndefined();
    expect((await lastEmailTo(t.app, taken, 'email-change-in-use'))?.subject).toBe(
      'Alguien quiso usar tu correo en otra cuenta de NutriTest',
    );
    expect(await lastEmailTo(t.app, me.email, 'email-change-requested')).toBeDefined();
  });

  it('refuses the link when the address got an account meanwhile, and when it expired', async () => {
    const me = await signInAs(t.app, 'Customer');
    const newEmail = fresh('carrera');
    await request(me.headers, { newEmail, password: me.password });
    const data = await linkData(newEmail);
    await createAccount(t.app.database.db, { email: newEmail, role: 'Customer', firstName: 'Rápida', password: 'x1' });
    const res = await confirm(data);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(emailChangeTexts.taken);

    const other = fresh('vencido');
    await request(me.headers, { newEmail: other, password: me.password });
    const expired = await linkData(other);
    await t.app.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.newEmail, other));
    expect((await confirm(expired)).json().message).toBe(messages.linkExpired);
    const [row] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, me.account.id));
    expect(row?.email).toBe(me.email);
  });

  it('a new request replaces the pending one, and cancelling voids the link', async () => {
    const me = await signInAs(t.app, 'Customer');
    const first = fresh('primero');
    await request(me.headers, { newEmail: first, password: me.password });
    const firstLink = await linkData(first);
    const second = fresh('segundo');
    await request(me.headers, { newEmail: second, password: me.password });
    expect((await status(me.headers)).json().pending).toMatchObject({ newEmail: second });
    expect((await confirm(firstLink)).json().message).toBe(messages.linkInvalid);
    const secondLink = await linkData(second);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/account/email-change', headers: me.headers })).statusCode,
    ).toBe(204);
    expect((await status(me.headers)).json().pending).toBeNull();
    expect((await confirm(secondLink)).json().message).toBe(messages.linkInvalid);
  });

  it('is not for operators, nor for anyone signed out', async () => {
    const ops = await signInAs(t.app, 'Operator');
    expect((await status(ops.headers)).statusCode).toBe(403);
    expect((await request({}, { newEmail: fresh('x'), password: 'x' })).statusCode).toBe(401);
  });
});
