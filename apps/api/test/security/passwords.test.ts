import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError, CONSENT_TEXT_VERSION, isCommonPassword, messages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { uniqueEmail } from '../../src/db/seed/factories';
import {
  hashNewPassword,
  PASSWORD_HASH_OPTIONS,
  usePasswordCostForTests,
  verifyPassword,
} from '../../src/platform/auth/passwords';
import { buildTestApp, lastEmailTo, linkPath, signInAs, type TestApp, validCustomerProfile } from '../helpers';

/** Passwords: argon2id with the stated parameters, and never one of the 1,000 most common ones. */
let t: TestApp;
beforeAll(async () => {
  // The product's parameters, not the suite's cheap ones (test/setup.ts, decision 074).
  usePasswordCostForTests('product');
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers?: Headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

/** Common passwords that pass the spec's own rule (6+ characters with a digit). */
const COMMON = ['abc123', 'Password1', 'TRUSTNO1', 'qwerty123', '1q2w3e4r'];

async function storedHash(email: string) {
  const [row] = await t.app.database.db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row!.hash;
}

describe('stored password hashes', () => {
  it('are argon2id v19 with m=19456 KiB, t=2, p=1, a 16-byte salt and a 32-byte hash', async () => {
    const me = await signInAs(t.app, 'Customer', { password: 'rambla-sur-44' });
    const stored = await storedHash(me.email);
    const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
    expect(match, stored).not.toBeNull();
    const [, version, memory, time, parallelism, salt, hash] = match!;
    expect({ version, memory, time, parallelism }).toEqual({
      version: '19',
      memory: '19456',
      time: '2',
      parallelism: '1',
    });
    expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(hash!, 'base64').length).toBe(32);
    expect(stored).not.toContain('rambla-sur-44');
    expect(await verifyPassword(stored, 'rambla-sur-44')).toBe(true);
    expect(await verifyPassword(stored, 'rambla-sur-45')).toBe(false);
  });

  it('use the same parameters after a password change', async () => {
    const me = await signInAs(t.app, 'Nutritionist', { password: 'vieja-clave-7' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: me.headers,
      payload: { oldPassword: 'vieja-clave-7', newPassword: 'nueva-clave-8' },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedHash(me.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("the suite's cheap parameters cannot reach the product (decision 074)", () => {
  it("the product's are OWASP's baseline, frozen", () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(Object.isFrozen(PASSWORD_HASH_OPTIONS)).toBe(true);
  });

  it('choosing them is refused outside Vitest and in production', () => {
    const saved = { VITEST: process.env.VITEST, NODE_ENV: process.env.NODE_ENV };
    try {
      delete process.env.VITEST;
      expect(() => usePasswordCostForTests('cheap')).toThrow(/test suite only/);
      process.env.VITEST = 'true';
      process.env.NODE_ENV = 'production';
      expect(() => usePasswordCostForTests('cheap')).toThrow(/test suite only/);
    } finally {
      process.env.VITEST = saved.VITEST;
      if (saved.NODE_ENV === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved.NODE_ENV;
    }
  });

  it("no code of the product calls the tests' switch (only the suite's setup and test files)", () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    // test/architecture/boundaries.test.ts plants throwaway files (zz-boundary-fixture*) under src for
    // Biome while another worker may run this file: one listed here can be gone when it is read.
    const read = (f: string) => {
      try {
        return readFileSync(path.join(src, f), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' && f.includes('zz-boundary-fixture')) return '';
        throw err;
      }
    };
    const callers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => read(f).includes('usePasswordCostForTests'));
    expect(callers).toEqual([path.join('platform', 'auth', 'passwords.ts')]);
  });
});

describe('common passwords are refused wherever a password is set', () => {
  it('the demo password is not one of them (the seed writes its hashes directly anyway)', () => {
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });

  it('registration, for every role', async () => {
    const bodies = (password: string) => [
      { account: { role: 'Customer', email: uniqueEmail('c'), profile: validCustomerProfile }, password },
      {
        account: {
          role: 'Nutritionist',
          email: uniqueEmail('n'),
          profile: { firstName: 'Nora', lastName: 'Ruiz', mobile: '099000111' },
        },
        password,
      },
      {
        account: {
          role: 'Business',
          email: uniqueEmail('b'),
          business: {
            name: 'Acme',
            rut: '211234560019',
            businessName: 'Acme SA',
            address: 'Av. Italia 1',
            phone: '26001234',
          },
        },
        password,
      },
    ];
    for (const password of COMMON) {
      for (const body of bodies(password)) {
        const res = await post('/v1/account', body);
        expect(res.statusCode, `${body.account.role} ${password}`).toBe(400);
        expect(res.json()).toMatchObject({ error: 'VALIDATION', fields: { password: messages.passwordTooCommon } });
      }
    }
    // A password outside the list raises no password error (whatever else the body still needs).
    for (const body of bodies('ceibo-florido-31')) {
      const res = await post('/v1/account', body);
      if (res.statusCode !== 201) expect(res.json().fields?.password).toBeUndefined();
    }
  });

  it('password change', async () => {
    const me = await signInAs(t.app, 'Customer', { password: 'vieja-clave-9' });
    for (const newPassword of COMMON) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/account/password',
        headers: me.headers,
        payload: { oldPassword: 'vieja-clave-9', newPassword },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ newPassword: messages.passwordTooCommon });
    }
    // Nothing changed: the old session and password still work.
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).statusCode).toBe(200);
  });

  it('invitation acceptance', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const email = uniqueEmail('invitada');
    const invite = await post(
      '/v1/account/fromNutritionist',
      { accountId: nutri.account.id, newAccountInfo: { firstName: 'Lucía', lastName: 'Gómez', email } },
      nutri.headers,
    );
    expect(invite.statusCode).toBeLessThan(300);
    const mail = await lastEmailTo(t.app, email, 'invitation');
    const link = new URL(linkPath(mail!.links, '/createUser?'), 'http://x');
    const token = link.searchParams.get('patient') ?? link.searchParams.get('user');
    const accept = (password: string) =>
      post('/v1/account/invitations/accept', {
        token,
        password,
        profile: { ...validCustomerProfile, firstName: 'Lucía', lastName: 'Gómez' },
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
      });
    for (const password of COMMON) {
      const res = await accept(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ password: messages.passwordTooCommon });
    }
    expect((await accept('palmera-azul-12')).statusCode).toBe(200);
  });

  it('password reset: the temporary password e-mailed is never a common one', async () => {
    const me = await signInAs(t.app, 'Customer');
    await post('/v1/account/password/reset', { email: me.email });
    const mail = await lastEmailTo(t.app, me.email, 'reset-password');
    const data = new URL(linkPath(mail!.links, '/changePassword'), 'http://x').searchParams.get('data')!;
    const confirm = await t.app.inject({
      method: 'GET',
      url: `/v1/account/password/reset/confirmation?data=${encodeURIComponent(data)}`,
    });
    expect(confirm.statusCode).toBe(200);
    const sent = await lastEmailTo(t.app, me.email, 'temporary-password');
    const temporary = /\b([a-z]{6}\d{2}[A-Z2-9])\b/.exec(sent!.text)?.[1];
    expect(temporary).toBeDefined();
    expect(isCommonPassword(temporary!)).toBe(false);
    // The person then sets their own password through the change form, which refuses common ones.
    const login = await post('/v1/account/authenticate', { email: me.email, password: temporary });
    expect(login.statusCode).toBe(200);
  });

  it('the service refuses them too, whatever the request schema let through', async () => {
    await expect(hashNewPassword('Abc123', 'password')).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { password: messages.passwordTooCommon },
    });
    await expect(hashNewPassword('abc123', 'newPassword')).rejects.toBeInstanceOf(AppError);
    await expect(hashNewPassword('ceibo-florido-31', 'password')).resolves.toMatch(/^\$argon2id\$/);
  });
});
