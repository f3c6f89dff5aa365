import { messages, twoFactorMessages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  enableTotpFor,
  lastEmailTo,
  linkPath,
  nextTotpCode,
  signInAs,
  type TestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import { accounts, twoFactorRecoveryCodes } from '../../db/schema';
import { createAccount, uniqueEmail } from '../../db/seed/factories';

/**
 * Issue 17: changing the second factor needs more than a session (finding 1), the e-mailed way out
 * of a lost authenticator, operators' recovery codes, and single-use sign-in challenges (finding 10).
 */

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

async function totpEnabledAt(accountId: string) {
  const [row] = await t.app.database.db
    .select({ enabledAt: accounts.totpEnabledAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!.enabledAt;
}

async function changeMails(email: string) {
  const { outboxEmails } = await import('../../db/schema');
  const rows = await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return rows.filter((r) => r.template === 'two-factor-changed');
}

const codeIn = (subject: string | undefined) => /(\d{6})/.exec(subject ?? '')?.[1] ?? '';

describe('changing the second factor needs the password or an e-mailed code (finding 1)', () => {
  it('refuses to enrol with the session alone or a wrong password; the e-mailed code works once', async () => {
    const me = await signInAs(t.app, 'Customer');
    const alone = await post('/v1/account/two-factor/enrolment', {}, me.headers);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields.password).toBe(twoFactorMessages.reauthRequired);
    const wrong = await post('/v1/account/two-factor/enrolment', { password: 'no-es-esta-1' }, me.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe(twoFactorMessages.passwordWrong);
    const badCode = await post('/v1/account/two-factor/enrolment', { emailCode: '123456' }, me.headers);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields.emailCode).toBe(twoFactorMessages.emailCodeWrong);

    const sent = await post('/v1/account/two-factor/email-code', undefined, me.headers);
    expect(sent.json()).toEqual({ message: twoFactorMessages.changeCodeSent, expiresInMinutes: 10 });
    const emailCode = codeIn((await lastEmailTo(t.app, me.email, 'two-factor-change-code'))?.subject);
    expect(emailCode).toMatch(/^\d{6}$/);
    // A step-up code is not a change code.
    const start = await post('/v1/account/two-factor/enrolment', { emailCode }, me.headers);
    expect(start.statusCode).toBe(200);
    const { secret } = start.json();
    expect((await post('/v1/account/two-factor/enrolment', { emailCode }, me.headers)).statusCode).toBe(400);

    const ok = await post(
      '/v1/account/two-factor/enrolment/confirm',
      { code: nextTotpCode(t.app, secret) },
      me.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ enabled: true, required: false });
    expect(ok.json().recoveryCodes).toBeUndefined();
  });

  it('limits wrong passwords when changing the second factor: the fifth ends every session (issue 36, L1)', async () => {
    const me = await signInAs(t.app, 'Nutritionist');
    for (let i = 0; i < 4; i++) {
      const res = await post('/v1/account/two-factor/enrolment', { password: `no-es-esta-${i}` }, me.headers);
      expect(res.statusCode).toBe(400);
    }
    expect((await post('/v1/account/two-factor/enrolment', { password: 'no-es-esta-5' }, me.headers)).statusCode).toBe(
      429,
    );
    expect((await post('/v1/account/two-factor/enrolment', { password: me.password }, me.headers)).statusCode).toBe(
      401,
    );
  });

  it('refuses to disable with the session and a right code alone', async () => {
    const me = await signInAs(t.app, 'Customer');
    const secret = await enableTotpFor(t.app, me.account.id);
    const alone = await post('/v1/account/two-factor/disable', { code: nextTotpCode(t.app, secret) }, me.headers);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields.password).toBe(twoFactorMessages.reauthRequired);
    const wrong = await post(
      '/v1/account/two-factor/disable',
      { code: nextTotpCode(t.app, secret), password: 'no-es-esta-1' },
      me.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(await totpEnabledAt(me.account.id)).not.toBeNull();
  });

  it('e-mails the owner on every change of the second factor', async () => {
    const me = await signInAs(t.app, 'Business');
    const start = await post('/v1/account/two-factor/enrolment', { password: me.password }, me.headers);
    expect(await changeMails(me.email)).toHaveLength(0);
    const secret = start.json().secret as string;
    await post('/v1/account/two-factor/enrolment/confirm', { code: nextTotpCode(t.app, secret) }, me.headers);
    const enabled = await changeMails(me.email);
    expect(enabled).toHaveLength(1);
    expect(enabled[0]!.text).toContain('Se activó la verificación en dos pasos');

    await post(
      '/v1/account/two-factor/disable',
      { code: nextTotpCode(t.app, secret), password: me.password },
      me.headers,
    );
    const all = await changeMails(me.email);
    expect(all).toHaveLength(2);
    expect(all.some((m) => m.text.includes('Se desactivó la verificación en dos pasos'))).toBe(true);
  });
});

describe('a password reset and the second factor (finding 1)', () => {
  it('keeps TOTP after the reset and removes it only with the second e-mailed link, once', async () => {
    const email = uniqueEmail('perdida');
    const account = await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Customer' });
    await enableTotpFor(t.app, account.id);

    await post('/v1/account/password/reset', { email });
    const reset = await lastEmailTo(t.app, email, 'reset-password');
    const page = linkPath(reset!.links, '/changePassword');
    const confirmed = await t.app.inject({
      method: 'GET',
      url: page.replace('/changePassword', '/v1/account/password/reset/confirmation'),
    });
    expect(confirmed.statusCode).toBe(200);
    const temporary = await lastEmailTo(t.app, email, 'temporary-password');
    const temporaryPassword = /contraseña temporal es: (\S+)/.exec(temporary!.text)![1]!;

    // The temporary password alone still meets the second factor.
    const signIn = await authenticate(email, temporaryPassword);
    expect(signIn.json().twoFactorRequired).toBe(true);
    expect(await totpEnabledAt(account.id)).not.toBeNull();

    // A separate e-mail carries the removal link.
    const removal = await lastEmailTo(t.app, email, 'two-factor-removal');
    expect(removal).toBeDefined();
    const removalPage = linkPath(removal!.links, '/quitar-verificacion');
    const data = new URL(removalPage, 'http://x').searchParams.get('data')!;
    expect((await post('/v1/account/two-factor/removal', { data: `${data}x` })).statusCode).toBe(400);
    const removed = await post('/v1/account/two-factor/removal', { data });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: twoFactorMessages.removed });
    expect(await totpEnabledAt(account.id)).toBeNull();
    const notices = await changeMails(email);
    expect(notices.some((m) => m.text.includes('Se quitó la verificación en dos pasos'))).toBe(true);

    const again = await post('/v1/account/two-factor/removal', { data });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.linkInvalid);
    expect(Object.keys((await authenticate(email, temporaryPassword)).json()).sort()).toEqual(['account', 'jwtToken']);
  });

  it('sends no removal link to accounts without TOTP, nor to operators (they have recovery codes)', async () => {
    const plain = uniqueEmail('sin2fa');
    await createAccount(t.app.database.db, { email: plain, password: 'secret123', role: 'Customer' });
    const ops = uniqueEmail('ops');
    const operator = await createAccount(t.app.database.db, { email: ops, password: 'secret123', role: 'Operator' });
    await enableTotpFor(t.app, operator.id);
    for (const email of [plain, ops]) {
      await post('/v1/account/password/reset', { email });
      const reset = await lastEmailTo(t.app, email, 'reset-password');
      await t.app.inject({
        method: 'GET',
        url: linkPath(reset!.links, '/changePassword').replace(
          '/changePassword',
          '/v1/account/password/reset/confirmation',
        ),
      });
      expect(await lastEmailTo(t.app, email, 'temporary-password')).toBeDefined();
      expect(await lastEmailTo(t.app, email, 'two-factor-removal')).toBeUndefined();
    }
    expect(await totpEnabledAt(operator.id)).not.toBeNull();
  });

  it('voids a pending removal link when TOTP is turned on again', async () => {
    const email = uniqueEmail('vuelve');
    const account = await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Customer' });
    const secret = await enableTotpFor(t.app, account.id);
    await post('/v1/account/password/reset', { email });
    const reset = await lastEmailTo(t.app, email, 'reset-password');
    await t.app.inject({
      method: 'GET',
      url: linkPath(reset!.links, '/changePassword').replace(
        '/changePassword',
        '/v1/account/password/reset/confirmation',
      ),
    });
    const temporaryPassword = /contraseña temporal es: (\S+)/.exec(
      (await lastEmailTo(t.app, email, 'temporary-password'))!.text,
    )![1]!;
    const data = new URL(
      linkPath((await lastEmailTo(t.app, email, 'two-factor-removal'))!.links, '/quitar-verificacion'),
      'http://x',
    ).searchParams.get('data')!;

    // The owner still had the app: signs in, turns TOTP off and on again with a new secret.
    const { challengeToken } = (await authenticate(email, temporaryPassword)).json();
    const signedIn = await post('/v1/account/two-factor/verify', { challengeToken, code: nextTotpCode(t.app, secret) });
    const headers = { authorization: `Bearer ${signedIn.json().jwtToken}` };
    const proof = { password: temporaryPassword };
    expect(
      (await post('/v1/account/two-factor/disable', { code: nextTotpCode(t.app, secret), ...proof }, headers))
        .statusCode,
    ).toBe(200);
    const { secret: fresh } = (await post('/v1/account/two-factor/enrolment', proof, headers)).json();
    expect(
      (await post('/v1/account/two-factor/enrolment/confirm', { code: nextTotpCode(t.app, fresh) }, headers))
        .statusCode,
    ).toBe(200);

    const stale = await post('/v1/account/two-factor/removal', { data });
    expect(stale.statusCode).toBe(400);
    expect(await totpEnabledAt(account.id)).not.toBeNull();
  });

  it('refuses a made-up removal link', async () => {
    const res = await post('/v1/account/two-factor/removal', { data: 'not-a-link' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.linkInvalid);
  });
});

describe("operators' recovery codes (finding 1)", () => {
  async function enrolOperator() {
    const email = uniqueEmail('ops');
    const account = await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Operator' });
    const { challengeToken } = (await authenticate(email)).json();
    const { secret } = (await post('/v1/account/two-factor/setup', { challengeToken })).json();
    const ok = await post('/v1/account/two-factor/setup/confirm', {
      challengeToken,
      code: nextTotpCode(t.app, secret),
    });
    expect(ok.statusCode).toBe(200);
    return {
      email,
      account,
      secret: secret as string,
      recoveryCodes: ok.json().recoveryCodes as string[],
      headers: { authorization: `Bearer ${ok.json().jwtToken}` },
    };
  }

  it('shows ten codes once at enrolment, stores only hashes, and accepts each once at sign-in', async () => {
    const ops = await enrolOperator();
    expect(ops.recoveryCodes).toHaveLength(10);
    expect(new Set(ops.recoveryCodes).size).toBe(10);
    for (const code of ops.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const stored = await t.app.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.accountId, ops.account.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of ops.recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }
    const status = await t.app.inject({ method: 'GET', url: '/v1/account/two-factor', headers: ops.headers });
    expect(status.json()).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });

    // Typed with spaces and capitals instead of dashes, at the sign-in challenge.
    const typed = ops.recoveryCodes[0]!.toUpperCase().replaceAll('-', ' ');
    const first = (await authenticate(ops.email)).json().challengeToken;
    const signedIn = await post('/v1/account/two-factor/verify', { challengeToken: first, recoveryCode: typed });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().account.id).toBe(ops.account.id);
    expect((await lastEmailTo(t.app, ops.email, 'two-factor-changed'))!.text).toContain('te quedan 9');

    const second = (await authenticate(ops.email)).json().challengeToken;
    const reused = await post('/v1/account/two-factor/verify', { challengeToken: second, recoveryCode: typed });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields.recoveryCode).toBe(twoFactorMessages.recoveryCodeWrong);
    const format = await post('/v1/account/two-factor/verify', { challengeToken: second, recoveryCode: 'abc' });
    expect(format.statusCode).toBe(400);
    expect(format.json().fields.recoveryCode).toBe(twoFactorMessages.recoveryCodeFormat);
    const neither = await post('/v1/account/two-factor/verify', { challengeToken: second });
    expect(neither.statusCode).toBe(400);
    expect(
      (await post('/v1/account/two-factor/verify', { challengeToken: second, recoveryCode: ops.recoveryCodes[1] }))
        .statusCode,
    ).toBe(200);
  });

  it('regenerates them only with the password; the old ones stop working; other roles cannot', async () => {
    const ops = await enrolOperator();
    const alone = await post('/v1/account/two-factor/recovery-codes', {}, ops.headers);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields.password).toBe(twoFactorMessages.reauthRequired);
    const fresh = await post('/v1/account/two-factor/recovery-codes', { password: 'secret123' }, ops.headers);
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(ops.recoveryCodes[0]);
    expect((await lastEmailTo(t.app, ops.email, 'two-factor-changed'))!.text).toContain(
      'códigos de recuperación nuevos',
    );

    const challengeToken = (await authenticate(ops.email)).json().challengeToken;
    const old = await post('/v1/account/two-factor/verify', { challengeToken, recoveryCode: ops.recoveryCodes[0] });
    expect(old.statusCode).toBe(400);
    expect((await post('/v1/account/two-factor/verify', { challengeToken, recoveryCode: codes[0] })).statusCode).toBe(
      200,
    );

    const customer = await signInAs(t.app, 'Customer');
    await enableTotpFor(t.app, customer.account.id);
    const refused = await post(
      '/v1/account/two-factor/recovery-codes',
      { password: customer.password },
      customer.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('sign-in challenges work once (finding 10)', () => {
  it('refuses the challenge after the sign-in succeeded, in this API process and in another one', async () => {
    const email = uniqueEmail('unavez');
    const account = await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Customer' });
    const secret = await enableTotpFor(t.app, account.id);
    const { challengeToken } = (await authenticate(email)).json();
    const ok = await post('/v1/account/two-factor/verify', { challengeToken, code: nextTotpCode(t.app, secret) });
    expect(ok.statusCode).toBe(200);

    const again = await post('/v1/account/two-factor/verify', { challengeToken, code: nextTotpCode(t.app, secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(twoFactorMessages.challengeExpired);

    // A second API process on the same database (no shared memory) refuses it too.
    const other = await buildApp(t.config, {
      logger: false,
      startWorkers: false,
      database: t.app.database,
      clock: () => Date.now() + 60 * 60_000,
    });
    try {
      await other.ready();
      const elsewhere = await other.inject({
        method: 'POST',
        url: '/v1/account/two-factor/verify',
        payload: { challengeToken, code: nextTotpCode(t.app, secret) },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("spends an operator's setup challenge with the session it opens", async () => {
    const email = uniqueEmail('ops');
    await createAccount(t.app.database.db, { email, password: 'secret123', role: 'Operator' });
    const { challengeToken } = (await authenticate(email)).json();
    const { secret } = (await post('/v1/account/two-factor/setup', { challengeToken })).json();
    const ok = await post('/v1/account/two-factor/setup/confirm', {
      challengeToken,
      code: nextTotpCode(t.app, secret),
    });
    expect(ok.statusCode).toBe(200);
    // The setup challenge cannot be spent again (it would have enrolled a new secret for whoever held it).
    expect((await post('/v1/account/two-factor/setup', { challengeToken })).statusCode).toBe(401);
  });
});
