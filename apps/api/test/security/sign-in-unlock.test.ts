import { createHash } from 'node:crypto';
import { messages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, trustedDevices } from '../../src/db/schema';
import { createAccount, uniqueEmail } from '../../src/db/seed/factories';
import { advanceClock, buildTestApp, enableTotpFor, lastEmailTo, nextTotpCode, type TestApp } from '../helpers';

/**
 * Issue 17, finding 8: five wrong passwords from anyone lock the account for 15 minutes, but not
 * for its owner: the right password still gets through from a browser that signed in before (its
 * device token) or with the single-use unlock link e-mailed when the account got locked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
const freshAddress = () => `198.18.0.${nextAddress++}`;

const login = ({ deviceToken, ...payload }: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account/authenticate',
    payload,
    remoteAddress: freshAddress(),
    headers: deviceToken ? { cookie: `other=1; nt_device=${deviceToken}` } : {},
  });

/**
 * The device token the answer's cookie carries: sent to both sign-in steps (`/v1/account/`), with
 * issue 17's narrower cookie cleared beside it (decision 032).
 */
function deviceTokenOf(res: { headers: Record<string, unknown> }): string {
  const [cookie, legacy] = res.headers['set-cookie'] as string[];
  expect(cookie).toMatch(/^nt_device=[\w-]+; Path=\/v1\/account\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  expect(legacy).toBe('nt_device=; Path=/v1/account/authenticate; Max-Age=0; HttpOnly; SameSite=Strict');
  return /^nt_device=([\w-]+);/.exec(cookie!)![1]!;
}

async function account(password = 'correcta-123') {
  const email = uniqueEmail('lock');
  const created = await createAccount(t.app.database.db, {
    email,
    password,
    role: 'Customer',
    firstName: 'Ana',
    lastName: 'Sosa',
  });
  return { email, password, id: created.id };
}

async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) expect((await login({ email, password: 'equivocada-1' })).statusCode).toBe(401);
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

describe('device tokens', () => {
  it('sets an HttpOnly device cookie with every right password; only its hash is stored, bound to the account', async () => {
    const { email, password, id } = await account();
    const res = await login({ email, password });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['account', 'jwtToken']);
    const deviceToken = deviceTokenOf(res);
    expect(deviceToken).toMatch(/^[\w-]{40,}$/);
    const rows = await t.app.database.db.select().from(trustedDevices).where(eq(trustedDevices.accountId, id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(deviceToken)]);
    // The same browser keeps its token.
    expect(deviceTokenOf(await login({ email, password, deviceToken }))).toBe(deviceToken);
    // A wrong password sets no cookie.
    expect((await login({ email, password: 'mala-clave-1' })).headers['set-cookie']).toBeUndefined();
  });

  it("lets the owner's device through a lock with the right password, and only that", async () => {
    const { email, password } = await account();
    const deviceToken = deviceTokenOf(await login({ email, password }));
    const stranger = await account();
    const strangerDevice = deviceTokenOf(await login({ email: stranger.email, password: stranger.password }));
    await lockOut(email);

    const blocked = await login({ email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'RATE_LIMITED', message: messages.loginBlocked });
    expect(messages.loginBlocked).toContain('te enviamos un correo con un enlace para desbloquearla');
    // Another account's device token, or a made-up one, does not open it.
    expect((await login({ email, password, deviceToken: strangerDevice })).statusCode).toBe(429);
    expect((await login({ email, password, deviceToken: 'x'.repeat(43) })).statusCode).toBe(429);
    const ok = await login({ email, password, deviceToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().jwtToken).toBeTypeOf('string');
    // The device gets through a lock once: a wrong password past the lock spends it for the window
    // (issue 36, N2; the tries of a stolen cookie are in lockout-abuse.test.ts).
    await lockOut(email);
    expect((await login({ email, password: 'otra-mala-9', deviceToken })).statusCode).toBe(401);
    expect((await login({ email, password, deviceToken })).statusCode).toBe(429);
  });
});

describe('with two-factor sign-in', () => {
  it("lets the owner's device through the code step of a locked account; codes stay limited per account", async () => {
    const { email, password, id } = await account();
    const secret = await enableTotpFor(t.app, id);
    const verify = (challengeToken: string, code: string, device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/account/two-factor/verify',
        payload: { challengeToken, code },
        remoteAddress: freshAddress(),
        headers: device ? { cookie: `nt_device=${device}` } : {},
      });
    // The browser is trusted once the code completes the sign-in, not after the password (issue 36, N1).
    const first = await login({ email, password });
    expect(first.headers['set-cookie']).toBeUndefined();
    const deviceToken = deviceTokenOf(await verify(first.json().challengeToken, nextTotpCode(t.app, secret)));
    await lockOut(email);

    const owner = await login({ email, password, deviceToken });
    expect(owner.statusCode).toBe(200);
    const { challengeToken } = owner.json() as { challengeToken: string };
    // Strangers' wrong passwords do not close the code step; one wrong code counts for the account.
    expect((await verify(challengeToken, '000000', deviceToken)).statusCode).toBe(400);
    advanceClock(t.app);
    const ok = await verify(challengeToken, nextTotpCode(t.app, secret), deviceToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().jwtToken).toBeTypeOf('string');
    expect(deviceTokenOf(ok)).toBe(deviceToken);

    // The account's code count goes on whatever the challenge: four more wrong codes close the step.
    await lockOut(email);
    const again = await login({ email, password, deviceToken });
    const second = (again.json() as { challengeToken: string }).challengeToken;
    for (let i = 0; i < 4; i++) expect((await verify(second, '000000', deviceToken)).statusCode).toBe(400);
    advanceClock(t.app);
    expect((await verify(second, nextTotpCode(t.app, secret), deviceToken)).statusCode).toBe(429);
  });
});

describe('the unlock link', () => {
  it('is e-mailed once when the account gets locked and lets the right password in once', async () => {
    const { email, password } = await account();
    await lockOut(email);
    const mail = await lastEmailTo(t.app, email, 'unlock-sign-in');
    expect(mail).toBeDefined();
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/login');
    const unlockToken = link.searchParams.get('unlock')!;
    // More failures while locked send nothing more.
    expect((await login({ email, password: 'equivocada-2' })).statusCode).toBe(429);
    expect((await lastEmailTo(t.app, email, 'unlock-sign-in'))?.id).toBe(mail!.id);

    // A wrong password with the link is refused and does not use it up (the link allows a few).
    expect((await login({ email, password: 'equivocada-3', unlockToken })).statusCode).toBe(401);
    expect((await login({ email, password, unlockToken: `${unlockToken}x` })).statusCode).toBe(429);
    const ok = await login({ email, password, unlockToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().jwtToken).toBeTypeOf('string');
  });

  it('works once and only for its own account', async () => {
    const { email, password } = await account();
    const other = await account();
    await lockOut(email);
    await lockOut(other.email);
    const unlockToken = new URL((await lastEmailTo(t.app, email, 'unlock-sign-in'))!.links[0]!).searchParams.get(
      'unlock',
    )!;
    expect((await login({ email: other.email, password: other.password, unlockToken })).statusCode).toBe(429);
    expect((await login({ email, password, unlockToken })).statusCode).toBe(200);
    // The successful sign-in cleared the count; lock it again: the used link no longer helps.
    await lockOut(email);
    expect((await login({ email, password, unlockToken })).statusCode).toBe(429);
  });

  it('answers unknown addresses exactly like locked accounts, and e-mails nobody', async () => {
    const email = uniqueEmail('nadie');
    await lockOut(email);
    const res = await login({ email, password: 'lo-que-sea-1' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: messages.loginBlocked });
    expect(await lastEmailTo(t.app, email)).toBeUndefined();
  });
});

describe('rate-limit rows', () => {
  it('hold a keyed hash of the e-mail, never the address', async () => {
    const { email } = await account();
    await lockOut(email);
    await t.app.inject({ method: 'POST', url: '/v1/account/password/reset', payload: { email } });
    await t.app.inject({ method: 'POST', url: '/v1/account/resendemailregister', payload: { email } });
    const keys = (await t.app.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    const local = email.split('@')[0]!;
    expect(keys.filter((k) => k.startsWith('login:account:'))).not.toHaveLength(0);
    expect(keys.filter((k) => k.startsWith('reset:') && !k.includes('.'))).not.toHaveLength(0);
    expect(keys.filter((k) => k.includes(local) || k.includes('@'))).toEqual([]);
    // Not a plain hash either: a SHA-256 of the address is not in the table.
    const plain = createHash('sha256').update(email).digest('base64url');
    expect(keys.some((k) => k.includes(plain))).toBe(false);
  });
});
