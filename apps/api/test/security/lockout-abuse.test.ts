import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, emailTokens, trustedDevices } from '../../src/db/schema';
import { createAccount, uniqueEmail } from '../../src/db/seed/factories';
import {
  advanceClock,
  buildTestApp,
  enableTotpFor,
  lastEmailTo,
  linkPath,
  nextTotpCode,
  type TestApp,
} from '../helpers';

/**
 * Issue 36, findings N1, N2, N3, L1 and L3: the holes the lockout fix of issue 17 opened, each tried
 * here as the outside probe's attacker tried it. An attacker who knows (or guesses) the password must
 * not turn the trusted-device cookie into unlimited second-factor or password guesses, must not keep
 * it past the owner's password reset, and must not finish an account takeover with a link requested
 * before the owner recovered the account.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
/** Every request from a new client address, as the probe's ten addresses. */
const freshAddress = () => `198.19.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const cookieHeader = (deviceToken?: string) => (deviceToken ? { cookie: `nt_device=${deviceToken}` } : {});

const login = (email: string, password: string, deviceToken?: string, unlockToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account/authenticate',
    payload: { email, password, ...(unlockToken ? { unlockToken } : {}) },
    remoteAddress: freshAddress(),
    headers: cookieHeader(deviceToken),
  });

const verify = (challengeToken: string, code: string, deviceToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account/two-factor/verify',
    payload: { challengeToken, code },
    remoteAddress: freshAddress(),
    headers: cookieHeader(deviceToken),
  });

/** The device token a response's Set-Cookie gives, if any (a clearing cookie gives none). */
function deviceTokenOf(res: Answer): string | undefined {
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  for (const cookie of cookies) {
    const match = /^nt_device=([\w-]+);/.exec(cookie);
    if (match && !/Max-Age=0/.test(cookie)) return match[1];
  }
  return undefined;
}

async function account(options: { totp?: boolean } = {}) {
  const email = uniqueEmail('probe');
  const password = 'correcta-123';
  const created = await createAccount(t.app.database.db, {
    email,
    password,
    role: 'Customer',
    firstName: 'Ana',
    lastName: 'Sosa',
  });
  const secret = options.totp ? await enableTotpFor(t.app, created.id) : undefined;
  return { email, password, id: created.id, secret };
}

async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) expect((await login(email, 'equivocada-1')).statusCode).toBe(401);
  expect((await login(email, 'equivocada-1')).statusCode).toBe(429);
}

/** The owner's full sign-in (password, then the code when TOTP is on); answers the device token it set. */
async function completeSignIn(a: { email: string; password: string; secret?: string }, deviceToken?: string) {
  const first = await login(a.email, a.password, deviceToken);
  expect(first.statusCode).toBe(200);
  if (!a.secret) return deviceTokenOf(first);
  const res = await verify(first.json().challengeToken, nextTotpCode(t.app, a.secret), deviceToken);
  expect(res.statusCode).toBe(200);
  return deviceTokenOf(res);
}

async function resetPassword(email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/v1/account/password/reset', payload: { email } });
  const mail = await lastEmailTo(t.app, email, 'reset-password');
  const data = new URL(mail!.links.find((l) => l.includes('/changePassword'))!).searchParams.get('data')!;
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/account/password/reset/confirmation?data=${encodeURIComponent(data)}`,
  });
  expect(res.statusCode).toBe(200);
  const temporary = await lastEmailTo(t.app, email, 'temporary-password');
  return /Tu contraseña temporal es: (\S+)/.exec(temporary!.text)![1]!;
}

describe('N1: the second factor cannot be brute-forced', () => {
  it('gives no trusted-device cookie for the password alone when a code must follow', async () => {
    const victim = await account({ totp: true });
    const res = await login(victim.email, victim.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('challengeToken');
    expect(deviceTokenOf(res)).toBeUndefined();
    // The complete sign-in trusts the browser.
    const challengeToken = res.json().challengeToken;
    const done = await verify(challengeToken, nextTotpCode(t.app, victim.secret!));
    expect(done.statusCode).toBe(200);
    expect(deviceTokenOf(done)).toMatch(/^[\w-]{40,}$/);
  });

  it('counts wrong codes per account: 60 guesses from 10 addresses and fresh challenges stop at 5, and the right code then waits', async () => {
    const victim = await account({ totp: true });
    let wrong = 0;
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const first = await login(victim.email, victim.password);
      if (first.statusCode === 429) {
        refused += 5;
        continue;
      }
      const { challengeToken } = first.json();
      for (let j = 0; j < 5; j++) {
        const res = await verify(challengeToken, String(100000 + i * 5 + j));
        if (res.statusCode === 400) wrong++;
        else {
          expect(res.statusCode).toBe(429);
          refused++;
        }
      }
    }
    expect(wrong).toBe(5);
    expect(refused).toBe(55);
    // The right code, on a challenge won with the right password, is refused for the window too.
    advanceClock(t.app);
    const again = await login(victim.email, victim.password);
    if (again.statusCode === 200) {
      expect((await verify(again.json().challengeToken, nextTotpCode(t.app, victim.secret!))).statusCode).toBe(429);
    } else expect(again.statusCode).toBe(429);
  });

  it("does not lift the code limit for the holder of the owner's device cookie", async () => {
    const victim = await account({ totp: true });
    const stolen = await completeSignIn(victim);
    expect(stolen).toBeDefined();
    await lockOut(victim.email);
    let wrong = 0;
    for (let i = 0; i < 6; i++) {
      const first = await login(victim.email, victim.password, stolen);
      if (first.statusCode !== 200) break;
      for (let j = 0; j < 5; j++) {
        const res = await verify(first.json().challengeToken, String(200000 + i * 5 + j), stolen);
        if (res.statusCode === 400) wrong++;
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(wrong).toBeLessThanOrEqual(5);
  });
});

describe('N2: the device cookie lets its owner through a lock once, and dies with the password', () => {
  it('refuses the cookie holder further guesses after a wrong password past the lock', async () => {
    const victim = await account();
    const stolen = await completeSignIn(victim);
    await lockOut(victim.email);
    const answers: number[] = [];
    for (let i = 0; i < 24; i++) answers.push((await login(victim.email, `adivina-${i}x`, stolen)).statusCode);
    expect(answers[0]).toBe(401);
    expect(answers.slice(1).every((s) => s === 429)).toBe(true);
    // Even the right password waits for the window to end (or the e-mailed link, or a reset).
    expect((await login(victim.email, victim.password, stolen)).statusCode).toBe(429);
  });

  it("lets the owner's device in with the right password while strangers lock the account", async () => {
    const owner = await account();
    const device = await completeSignIn(owner);
    await lockOut(owner.email);
    expect((await login(owner.email, owner.password, device)).statusCode).toBe(200);
  });

  it('lets the e-mailed unlock link through a few wrong passwords only', async () => {
    const victim = await account();
    await lockOut(victim.email);
    const mail = await lastEmailTo(t.app, victim.email, 'unlock-sign-in');
    const unlockToken = new URL(mail!.links[0]!).searchParams.get('unlock')!;
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await login(victim.email, `adivina-${i}z`, undefined, unlockToken)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await login(victim.email, victim.password, undefined, unlockToken)).statusCode).toBe(429);
  });

  it('revokes every trusted device on a password reset and on a password change', async () => {
    const victim = await account();
    const stolen = await completeSignIn(victim);
    const temporary = await resetPassword(victim.email);
    expect(
      await t.app.database.db.select().from(trustedDevices).where(eq(trustedDevices.accountId, victim.id)),
    ).toEqual([]);
    await lockOut(victim.email);
    for (let i = 0; i < 15; i++) expect((await login(victim.email, `adivina-${i}y`, stolen)).statusCode).toBe(429);
    expect((await login(victim.email, temporary, stolen)).statusCode).toBe(429);

    const other = await account();
    const device = await completeSignIn(other);
    const session = (await login(other.email, other.password, device)).json().jwtToken as string;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: { authorization: `Bearer ${session}` },
      payload: { oldPassword: other.password, newPassword: 'nueva-clave-77' },
    });
    expect(change.statusCode).toBe(200);
    expect(await t.app.database.db.select().from(trustedDevices).where(eq(trustedDevices.accountId, other.id))).toEqual(
      [],
    );
    await lockOut(other.email);
    expect((await login(other.email, 'nueva-clave-77', device)).statusCode).toBe(429);
  });

  it('expires on the server: an old device no longer proves the owner', async () => {
    const owner = await account();
    const device = await completeSignIn(owner);
    await t.app.database.db
      .update(trustedDevices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trustedDevices.accountId, owner.id));
    await lockOut(owner.email);
    expect((await login(owner.email, owner.password, device)).statusCode).toBe(429);
  });
});

describe('N3: recovering the account voids what was pending', () => {
  it("voids a pending e-mail change on the owner's password reset: the attacker's link no longer works", async () => {
    const victim = await account();
    const session = (await login(victim.email, victim.password)).json().jwtToken as string;
    const attackerEmail = uniqueEmail('atacante');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/v1/account/email-change',
      headers: { authorization: `Bearer ${session}` },
      payload: { newEmail: attackerEmail, password: victim.password },
    });
    expect(requested.statusCode).toBe(202);
    const mail = await lastEmailTo(t.app, attackerEmail, 'email-change-confirm');
    const data = new URLSearchParams(linkPath(mail!.links, '/verified').split('?')[1]).get('change')!;

    await resetPassword(victim.email);
    const confirm = await t.app.inject({ method: 'POST', url: '/v1/account/email-change/confirm', payload: { data } });
    expect(confirm.statusCode).toBe(400);
    const live = await t.app.database.db.select().from(emailChanges).where(eq(emailChanges.accountId, victim.id));
    expect(live.every((row) => row.usedAt !== null)).toBe(true);
    // The owner still signs in with the old address.
    const password = await resetPassword(victim.email);
    expect((await login(victim.email, password)).statusCode).toBe(200);
  });

  it('voids a pending e-mail change and the deletion link on a password change', async () => {
    const victim = await account();
    const session = (await login(victim.email, victim.password)).json().jwtToken as string;
    const headers = { authorization: `Bearer ${session}` };
    const attackerEmail = uniqueEmail('atacante');
    await t.app.inject({
      method: 'POST',
      url: '/v1/account/email-change',
      headers,
      payload: { newEmail: attackerEmail, password: victim.password },
    });
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/v1/account/deletion',
      headers,
      payload: { password: victim.password },
    });
    expect(deletion.statusCode).toBe(202);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers,
      payload: { oldPassword: victim.password, newPassword: 'nueva-clave-88' },
    });
    expect(change.statusCode).toBe(200);
    const tokens = await t.app.database.db.select().from(emailTokens).where(eq(emailTokens.accountId, victim.id));
    expect(tokens.filter((row) => row.purpose !== 'confirm' && row.usedAt === null)).toEqual([]);
    const changes = await t.app.database.db.select().from(emailChanges).where(eq(emailChanges.accountId, victim.id));
    expect(changes.every((row) => row.usedAt !== null)).toBe(true);
  });
});

describe('L1: every current-password check shares one counter, and its limit ends the sessions', () => {
  it('five wrong current passwords across change, second-factor and deletion end every session', async () => {
    const victim = await account();
    const session = (await login(victim.email, victim.password)).json().jwtToken as string;
    const headers = { authorization: `Bearer ${session}` };
    const tries = [
      {
        method: 'PUT' as const,
        url: '/v1/account/password',
        payload: { oldPassword: 'mala-1a', newPassword: 'nueva-clave-99' },
      },
      { method: 'POST' as const, url: '/v1/account/two-factor/enrolment', payload: { password: 'mala-2b' } },
      { method: 'POST' as const, url: '/v1/account/deletion', payload: { password: 'mala-3c' } },
      {
        method: 'POST' as const,
        url: '/v1/account/email-change',
        payload: { newEmail: uniqueEmail('x'), password: 'mala-4d' },
      },
    ];
    for (const attempt of tries) {
      const res = await t.app.inject({ ...attempt, headers });
      expect(res.statusCode, attempt.url).toBe(400);
    }
    const last = await t.app.inject({ ...tries[1]!, headers });
    expect(last.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers })).statusCode).toBe(401);
  });
});

describe('L3: a completed password reset lifts the sign-in lock', () => {
  it('signs in with the new password right after the reset, from anywhere', async () => {
    const owner = await account();
    await lockOut(owner.email);
    const temporary = await resetPassword(owner.email);
    expect((await login(owner.email, temporary)).statusCode).toBe(200);
  });
});
