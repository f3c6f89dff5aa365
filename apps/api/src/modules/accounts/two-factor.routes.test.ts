import { twoFactorMessages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  buildTestApp,
  enableTotpFor,
  lastEmailTo,
  nextTotpCode,
  signInAs,
  type TestApp,
} from '../../../test/helpers';
import { accounts } from '../../db/schema';
import { createAccount, uniqueEmail } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload?: object, headers?: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const authenticate = (email: string, password = 'secret123') => post('/v1/account/authenticate', { email, password });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function totpState(accountId: string) {
  const [row] = await t.app.database.db
    .select({ secret: accounts.totpSecret, enabledAt: accounts.totpEnabledAt, lastStep: accounts.totpLastStep })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!;
}

/** A customer with TOTP on; answers the secret. */
async function customerWithTotp() {
  const email = uniqueEmail('totp');
  const account = await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Customer' });
  const secret = await enableTotpFor(t.app, account.id);
  return { email, account, secret };
}

describe('enrolment from the profile', () => {
  it('starts with the otpauth URI, the secret and a QR, enables with a code, then shows the status', async () => {
    const me = await signInAs(t.app, 'Customer');
    const before = await t.app.inject({ method: 'GET', url: '/v1/account/two-factor', headers: me.headers });
    expect(before.json()).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: null });

    const start = await post('/v1/account/two-factor/enrolment', { password: me.password }, me.headers);
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    const { otpauthUri, secret, qrSvgDataUrl } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/NutriTest:${encodeURIComponent(me.email)}?secret=${secret}&issuer=NutriTest&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrSvgDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not active until confirmed: sign-in still answers the session.
    expect((await authenticate(me.email)).json().jwtToken).toBeTruthy();

    const wrong = await post('/v1/account/two-factor/enrolment/confirm', { code: '000000' }, me.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.code).toBe(twoFactorMessages.codeWrong);

    const ok = await post(
      '/v1/account/two-factor/enrolment/confirm',
      { code: nextTotpCode(t.app, secret) },
      me.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ enabled: true, required: false });
    const status = await t.app.inject({ method: 'GET', url: '/v1/account/two-factor', headers: me.headers });
    expect(status.json().enabled).toBe(true);

    const again = await post('/v1/account/two-factor/enrolment', { password: me.password }, me.headers);
    expect(again.statusCode).toBe(409);
  });

  it('checks the code format and refuses a confirmation without a pending secret', async () => {
    const me = await signInAs(t.app, 'Nutritionist');
    const bad = await post('/v1/account/two-factor/enrolment/confirm', { code: '12ab' }, me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.code).toBe(twoFactorMessages.codeFormat);
    const none = await post('/v1/account/two-factor/enrolment/confirm', { code: '123456' }, me.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(twoFactorMessages.enrolmentMissing);
  });

  it('disables with a current code, never for operators', async () => {
    const me = await signInAs(t.app, 'Business');
    const secret = await enableTotpFor(t.app, me.account.id);
    const wrong = await post('/v1/account/two-factor/disable', { code: '000000', password: me.password }, me.headers);
    expect(wrong.statusCode).toBe(400);
    const ok = await post(
      '/v1/account/two-factor/disable',
      { code: nextTotpCode(t.app, secret), password: me.password },
      me.headers,
    );
    expect(ok.json()).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: null });
    expect(await totpState(me.account.id)).toEqual({ secret: null, enabledAt: null, lastStep: null });

    const ops = await signInAs(t.app, 'Operator');
    const refused = await post(
      '/v1/account/two-factor/disable',
      { code: nextTotpCode(t.app, ops.totpSecret!), password: ops.password },
      ops.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(twoFactorMessages.operatorsNeedIt);
    const status = await t.app.inject({ method: 'GET', url: '/v1/account/two-factor', headers: ops.headers });
    expect(status.json()).toMatchObject({ enabled: true, required: true });
  });

  it('refuses anonymous callers on every signed-in endpoint', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/account/two-factor' })).statusCode).toBe(401);
    for (const url of [
      '/v1/account/two-factor/email-code',
      '/v1/account/two-factor/enrolment',
      '/v1/account/two-factor/enrolment/confirm',
      '/v1/account/two-factor/disable',
      '/v1/account/two-factor/recovery-codes',
      '/v1/account/step-up',
      '/v1/account/step-up/email-code',
    ]) {
      const res = await post(url, url.endsWith('email-code') ? undefined : { code: '123456', password: 'secret123' });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('limits wrong codes per account', async () => {
    const me = await signInAs(t.app, 'Customer');
    await post('/v1/account/two-factor/enrolment', { password: me.password }, me.headers);
    for (let i = 0; i < 5; i++) {
      expect((await post('/v1/account/two-factor/enrolment/confirm', { code: '000000' }, me.headers)).statusCode).toBe(
        400,
      );
    }
    expect((await post('/v1/account/two-factor/enrolment/confirm', { code: '000000' }, me.headers)).statusCode).toBe(
      429,
    );
  });
});

describe('two-factor sign-in', () => {
  it('answers a challenge instead of a session, then the session for the right code', async () => {
    const { email, account, secret } = await customerWithTotp();
    const first = await authenticate(email);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
    const { challengeToken } = first.json();

    const res = await post('/v1/account/two-factor/verify', { challengeToken, code: nextTotpCode(t.app, secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.id).toBe(account.id);
    const me = await t.app.inject({ method: 'GET', url: '/v1/account', headers: bearer(res.json().jwtToken) });
    expect(me.statusCode).toBe(200);
  });

  it('never accepts the challenge token as a session token', async () => {
    const { email } = await customerWithTotp();
    const { challengeToken } = (await authenticate(email)).json();
    const res = await t.app.inject({ method: 'GET', url: '/v1/account', headers: bearer(challengeToken) });
    expect(res.statusCode).toBe(401);
    const stepUp = await post('/v1/account/step-up', { code: '123456' }, bearer(challengeToken));
    expect(stepUp.statusCode).toBe(401);
  });

  it('refuses a replayed code, a forged or other-purpose challenge', async () => {
    const { email, secret } = await customerWithTotp();
    const { challengeToken } = (await authenticate(email)).json();
    const code = nextTotpCode(t.app, secret);
    expect((await post('/v1/account/two-factor/verify', { challengeToken, code })).statusCode).toBe(200);
    const next = (await authenticate(email)).json().challengeToken;
    const replay = await post('/v1/account/two-factor/verify', { challengeToken: next, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(twoFactorMessages.codeWrong);

    const forged = `${challengeToken.slice(0, -4)}AAAA`;
    const bad = await post('/v1/account/two-factor/verify', {
      challengeToken: forged,
      code: nextTotpCode(t.app, secret),
    });
    expect(bad.statusCode).toBe(401);
    // A 2FA challenge does not open the operators' enrolment.
    expect((await post('/v1/account/two-factor/setup', { challengeToken })).statusCode).toBe(401);
    // A session token is not a challenge.
    const session = await signInAs(t.app, 'Customer');
    const asChallenge = await post('/v1/account/two-factor/verify', {
      challengeToken: session.token,
      code: '123456',
    });
    expect(asChallenge.statusCode).toBe(401);
  });

  it('counts wrong codes per account whatever the challenge, and with wrong passwords towards the lock', async () => {
    const { email, secret } = await customerWithTotp();
    for (let i = 0; i < 3; i++) {
      const { challengeToken } = (await authenticate(email)).json();
      expect((await post('/v1/account/two-factor/verify', { challengeToken, code: '000000' })).statusCode).toBe(400);
    }
    // The right password does not clear the count: only a complete sign-in does.
    expect((await authenticate(email, 'wrong-one1')).statusCode).toBe(401);
    const { challengeToken } = (await authenticate(email)).json();
    expect((await post('/v1/account/two-factor/verify', { challengeToken, code: '000000' })).statusCode).toBe(400);
    // Three wrong codes, a wrong password and a fourth wrong code: the password step is locked.
    expect((await authenticate(email)).statusCode).toBe(429);
    // The code step has one wrong code left on this account; the fifth closes it, the right code included.
    expect((await post('/v1/account/two-factor/verify', { challengeToken, code: '000001' })).statusCode).toBe(400);
    const blocked = await post('/v1/account/two-factor/verify', { challengeToken, code: nextTotpCode(t.app, secret) });
    expect(blocked.statusCode).toBe(429);
  });

  it('keeps the answer unchanged for accounts without TOTP', async () => {
    const email = uniqueEmail('plain');
    await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Nutritionist' });
    const res = await authenticate(email);
    expect(Object.keys(res.json()).sort()).toEqual(['account', 'jwtToken']);
  });
});

describe('operators must enrol before their first session', () => {
  it('answers a setup challenge, enrols with the QR and only then issues the session', async () => {
    const email = uniqueEmail('ops');
    const account = await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Operator' });
    const first = await authenticate(email);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challengeToken', 'twoFactorSetupRequired']);
    const { challengeToken } = first.json();
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/account', headers: bearer(challengeToken) })).statusCode,
    ).toBe(401);
    // A setup challenge cannot be spent on the code step of enrolled accounts.
    expect((await post('/v1/account/two-factor/verify', { challengeToken, code: '123456' })).statusCode).toBe(401);

    const setup = await post('/v1/account/two-factor/setup', { challengeToken });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json();
    expect(otpauthUri).toContain('issuer=NutriTest');

    const wrong = await post('/v1/account/two-factor/setup/confirm', { challengeToken, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await totpState(account.id)).enabledAt).toBeNull();

    const ok = await post('/v1/account/two-factor/setup/confirm', {
      challengeToken,
      code: nextTotpCode(t.app, secret),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().account.role).toBe('Operator');
    expect(ok.json().recoveryCodes).toHaveLength(10);
    expect((await totpState(account.id)).enabledAt).not.toBeNull();

    // From now on: the usual two-factor challenge; the setup challenge is spent.
    expect((await post('/v1/account/two-factor/setup', { challengeToken })).statusCode).toBe(401);
    expect((await authenticate(email)).json().twoFactorRequired).toBe(true);
  });

  it('refuses the setup without a challenge', async () => {
    expect((await post('/v1/account/two-factor/setup', { challengeToken: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await post('/v1/account/two-factor/setup', {})).statusCode).toBe(400);
  });
});

describe('step-up', () => {
  it('issues a 5-minute token for the TOTP code', async () => {
    const ops = await signInAs(t.app, 'Operator');
    const res = await post('/v1/account/step-up', { code: nextTotpCode(t.app, ops.totpSecret!) }, ops.headers);
    expect(res.statusCode).toBe(200);
    const { stepUpToken, expiresAt } = res.json();
    expect(stepUpToken).toMatch(/^ey/);
    const lifetime = new Date(expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    // It is not a session token.
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: bearer(stepUpToken) })).statusCode).toBe(
      401,
    );
    // With TOTP on, no e-mailed codes.
    expect((await post('/v1/account/step-up/email-code', undefined, ops.headers)).statusCode).toBe(409);
  });

  it('e-mails a single-use 6-digit code to accounts without TOTP', async () => {
    const me = await signInAs(t.app, 'Customer');
    const sent = await post('/v1/account/step-up/email-code', undefined, me.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: twoFactorMessages.emailCodeSent, expiresInMinutes: 10 });
    const mail = await lastEmailTo(t.app, me.email, 'step-up-code');
    const code = /(\d{6})/.exec(mail!.subject)![1]!;
    expect(mail!.text).toContain(code);

    expect(
      (await post('/v1/account/step-up', { code: code === '000000' ? '111111' : '000000' }, me.headers)).statusCode,
    ).toBe(400);
    const ok = await post('/v1/account/step-up', { code }, me.headers);
    expect(ok.statusCode).toBe(200);
    expect((await post('/v1/account/step-up', { code }, me.headers)).statusCode).toBe(400);
  });

  it('lets the e-mailed code expire after 10 minutes and only the newest one work', async () => {
    const me = await signInAs(t.app, 'Nutritionist');
    await post('/v1/account/step-up/email-code', undefined, me.headers);
    const older = /(\d{6})/.exec((await lastEmailTo(t.app, me.email, 'step-up-code'))!.subject)![1]!;
    await post('/v1/account/step-up/email-code', undefined, me.headers);
    const newer = /(\d{6})/.exec((await lastEmailTo(t.app, me.email, 'step-up-code'))!.subject)![1]!;
    if (older !== newer) expect((await post('/v1/account/step-up', { code: older }, me.headers)).statusCode).toBe(400);
    advanceClock(t.app, 11 * 60_000);
    expect((await post('/v1/account/step-up', { code: newer }, me.headers)).statusCode).toBe(400);
  });

  it('limits how many codes are e-mailed', async () => {
    const me = await signInAs(t.app, 'Business');
    for (let i = 0; i < 5; i++) {
      expect((await post('/v1/account/step-up/email-code', undefined, me.headers)).statusCode).toBe(200);
    }
    expect((await post('/v1/account/step-up/email-code', undefined, me.headers)).statusCode).toBe(429);
  });
});
