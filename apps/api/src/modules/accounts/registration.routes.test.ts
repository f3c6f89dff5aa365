import { CONSENT_TEXT_VERSION, messages } from '@nutritest/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  lastEmailTo,
  linkPath,
  signInAs,
  type TestApp,
  validCustomerProfile,
} from '../../../test/helpers';
import { accounts, emailTokens, outboxEmails } from '../../db/schema';
import { createAccount } from '../../db/seed/factories';
import { argon2Work } from '../../platform/auth/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Every form sends the accepted terms box and its text version (privacy.routes.test.ts covers a missing one).
const register = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account',
    payload: { acceptTerms: true, termsVersion: CONSENT_TEXT_VERSION, ...payload },
  });
const customer = (email: string, extra: Record<string, unknown> = {}) => ({
  account: { role: 'Customer', email, profile: validCustomerProfile, ...extra },
  password: 'clave123',
});

describe('POST /v1/account (register)', () => {
  it('registers a customer, answers plain text and e-mails a confirmation link', async () => {
    const res = await register(customer('nueva@test.uy'));
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('Usuario registrado correctamente');
    const mail = await lastEmailTo(t.app, 'nueva@test.uy', 'confirm-account');
    expect(mail?.subject).toBe('Confirmá tu correo en NutriTest');
    expect(linkPath(mail!.links, '/verified')).toMatch(/^\/verified\?id=[0-9a-f-]{36}&token=[\w-]{43}$/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'nueva@test.uy', password: 'clave123' },
    });
    const account = login.json().account;
    expect(account).toMatchObject({ role: 'Customer', emailConfirmed: false, referer: null });
    expect(account.profile).toMatchObject({ firstName: 'Ana', height: 165, weight: 60, analysis: null });
    expect(account.profile.pathologies.map((p: { id: number }) => p.id)).toEqual([1, 6]);
  });

  it('links a customer to the nutritionist whose code was typed (in any case)', async () => {
    await createAccount(t.app.database.db, {
      email: 'lic@test.uy',
      role: 'Nutritionist',
      firstName: 'Laura',
      lastName: 'Díaz',
      publicCode: 'LAURA9',
    });
    expect((await register(customer('paciente@test.uy', { referer: { publicCode: 'laura9' } }))).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'paciente@test.uy', password: 'clave123' },
    });
    expect(login.json().account.referer).toEqual({
      publicCode: 'LAURA9',
      profile: { firstName: 'Laura', lastName: 'Díaz' },
    });
  });

  it('rejects an unknown nutritionist code next to the field, creating nothing', async () => {
    const res = await register(customer('sin-nutri@test.uy', { referer: { publicCode: 'NOPE00' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'account.referer.publicCode': messages.nutritionistNotFound });
    const [row] = await t.app.database.db.select().from(accounts).where(eq(accounts.email, 'sin-nutri@test.uy'));
    expect(row).toBeUndefined();
  });

  it('answers a registered e-mail like a new one and e-mails the owner instead (decision 017)', async () => {
    await register(customer('repetida@test.uy'));
    const first = await lastEmailTo(t.app, 'repetida@test.uy');
    const again = await register(customer('REPETIDA@test.uy'));
    const fresh = await register(customer('nueva-17@test.uy'));
    expect([again.statusCode, again.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(again.statusCode).toBe(201);
    const notice = await lastEmailTo(t.app, 'repetida@test.uy');
    expect(notice?.id).not.toBe(first?.id);
    expect(notice?.template).toBe('registration-attempt');
    expect(notice?.subject).toBe('Alguien intentó registrarse con tu correo en NutriTest');
    const rows = await t.app.database.db.select().from(accounts).where(eq(accounts.email, 'repetida@test.uy'));
    expect(rows).toHaveLength(1);
  });

  it('does the same work for a registered and a new address: one argon2 hash, one e-mail (issue 42: counted, not timed)', async () => {
    await register(customer('trabajo-registrada@test.uy'));
    let n = 0;
    const work = async (email: string) => {
      n += 1;
      const before = { ...argon2Work };
      const [outboxBefore] = await t.app.database.db.select({ rows: count() }).from(outboxEmails);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/account',
        remoteAddress: `203.0.113.${n}`,
        payload: { acceptTerms: true, termsVersion: CONSENT_TEXT_VERSION, ...customer(email) },
      });
      expect(res.statusCode).toBe(201);
      const [outboxAfter] = await t.app.database.db.select({ rows: count() }).from(outboxEmails);
      return {
        hashes: argon2Work.hashes - before.hashes,
        verifies: argon2Work.verifies - before.verifies,
        emails: outboxAfter!.rows - outboxBefore!.rows,
      };
    };
    for (let i = 0; i < 3; i++) {
      expect(await work('trabajo-registrada@test.uy')).toEqual({ hashes: 1, verifies: 0, emails: 1 });
      expect(await work(`trabajo-nueva-${i}@test.uy`)).toEqual({ hashes: 1, verifies: 0, emails: 1 });
    }
  });

  it('gives every validation message of the customer form', async () => {
    const res = await register({
      account: {
        role: 'Customer',
        email: 'x&y@test.uy',
        profile: {
          ...validCustomerProfile,
          firstName: 'Ana1',
          lastName: '',
          birthDate: '2999-01-01',
          height: 40,
          weight: 300,
          mobile: '12345678901',
        },
      },
      password: 'abcdef',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'account.email': messages.emailSpecialChars,
      'account.profile.firstName': messages.nameFormat,
      'account.profile.lastName': messages.required,
      'account.profile.birthDate': messages.birthDateFuture,
      'account.profile.height': messages.heightMin,
      'account.profile.weight': messages.weightMax,
      'account.profile.mobile': messages.phoneRule,
      password: messages.passwordRule,
    });
  });

  it('rejects unknown pathology ids', async () => {
    const res = await register(customer('pato@test.uy', { profile: { ...validCustomerProfile, pathologies: [99] } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'account.profile.pathologies': messages.badFormat });
  });

  it('never lets anyone register as an operator', async () => {
    const res = await register({
      account: { role: 'Operator', email: 'op@test.uy', profile: validCustomerProfile },
      password: 'clave123',
    });
    expect(res.statusCode).toBe(400);
  });

  it('gives each nutritionist a unique short upper-case code and keeps the payout details', async () => {
    const codes = new Set<string>();
    for (const email of ['n1@test.uy', 'n2@test.uy']) {
      const res = await register({
        account: {
          role: 'Nutritionist',
          email,
          profile: { firstName: 'Nora', lastName: 'Ruiz', mobile: '099000111' },
          nutritionist: { paymentType: 3, ci: '12345672' },
        },
        password: 'clave123',
      });
      expect(res.statusCode).toBe(201);
      const login = await t.app.inject({
        method: 'POST',
        url: '/v1/account/authenticate',
        payload: { email, password: 'clave123' },
      });
      const code = login.json().account.nutritionist.publicCode as string;
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      codes.add(code);
      const bank = await t.app.inject({
        method: 'GET',
        url: '/v1/bankAccounts',
        headers: { authorization: `Bearer ${login.json().jwtToken}` },
      });
      expect(bank.json()).toEqual({ paymentType: 3, network: 'Abitab', ci: '12345672' });
    }
    expect(codes.size).toBe(2);
  });

  it('requires the nutritionist phone', async () => {
    const res = await register({
      account: { role: 'Nutritionist', email: 'n3@test.uy', profile: { firstName: 'Nora', lastName: 'Ruiz' } },
      password: 'clave123',
    });
    expect(res.json().fields).toEqual({ 'account.profile.mobile': messages.required });
  });

  it('registers a company with its details and checks the RUT with DGI’s check digit', async () => {
    const business = {
      name: 'Acme',
      rut: '211234560019',
      businessName: 'Acme S.A.',
      address: 'Av. Italia 1234',
      city: 'Montevideo',
      phone: '26001234',
    };
    for (const [rut, message] of [
      ['abc', messages.rutLength],
      ['123', messages.rutLength],
      ['217654320018', messages.rutInvalid], // 12 digits, a wrong check digit (the old demo company's)
      ['211234560018', messages.rutInvalid],
      ['231234560019', messages.rutInvalid], // positions 1–2 above 22
    ] as const) {
      const bad = await register({
        account: { role: 'Business', email: 'acme@test.uy', business: { ...business, rut } },
        password: 'clave123',
      });
      expect(bad.statusCode, rut).toBe(400);
      expect(bad.json().fields, rut).toEqual({ 'account.business.rut': message });
    }
    // A city longer than DGI's 30 characters is refused; none at all is taken (the forms require it;
    // an older client may not send it: the receipt then reads it from the address).
    const longCity = await register({
      account: { role: 'Business', email: 'acme@test.uy', business: { ...business, city: 'x'.repeat(31) } },
      password: 'clave123',
    });
    expect(longCity.json().fields).toEqual({ 'account.business.city': messages.badFormat });
    const res = await register({
      account: { role: 'Business', email: 'acme@test.uy', business },
      password: 'clave123',
    });
    expect(res.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'acme@test.uy', password: 'clave123' },
    });
    expect(login.json().account.business).toEqual({ ...business, avatar: null });
    // Typed with dots and a dash: kept as its 12 digits.
    const dotted = await register({
      account: {
        role: 'Business',
        email: 'acme2@test.uy',
        business: { ...business, name: 'Acme 2', rut: '21.123.456.001-9' },
      },
      password: 'clave123',
    });
    expect(dotted.statusCode).toBe(201);
  });

  it('refuses an avatar URL that is not one of our uploads', async () => {
    const res = await register({
      account: {
        role: 'Business',
        email: 'evil@test.uy',
        business: {
          name: 'Evil',
          rut: '211234560019',
          businessName: 'Evil',
          address: 'x',
          city: 'Montevideo',
          phone: '29001234',
          avatar: 'https://evil.example/x.png',
        },
      },
      password: 'clave123',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /v1/account/verification', () => {
  it('answers the same for registered and free e-mails (decision 017)', async () => {
    await createAccount(t.app.database.db, { email: 'usada@test.uy', role: 'Customer' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/account/verification?email=usada@test.uy' })).json()).toEqual(
      { available: true },
    );
    expect((await t.app.inject({ method: 'GET', url: '/v1/account/verification?email=libre@test.uy' })).json()).toEqual(
      { available: true },
    );
    const bad = await t.app.inject({ method: 'GET', url: '/v1/account/verification?email=nope' });
    expect(bad.json().fields).toEqual({ email: messages.emailFormat });
  });
});

describe('e-mail confirmation', () => {
  it('confirms once; the same link opened again says the address is already confirmed (issue 41, item 8)', async () => {
    await register(customer('confirmar@test.uy'));
    const mail = await lastEmailTo(t.app, 'confirmar@test.uy', 'confirm-account');
    const path = linkPath(mail!.links, '/verified').replace('/verified', '/v1/account/confirmation');
    const ok = await t.app.inject({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ confirmed: true, alreadyConfirmed: false });
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ confirmed: true, alreadyConfirmed: true });
    // Only the real token learns it: a made-up one for the same account is still refused.
    const forged = await t.app.inject({ method: 'GET', url: path.replace(/token=[^&]*/, 'token=not-the-token') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(messages.linkInvalid);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'confirmar@test.uy', password: 'clave123' },
    });
    expect(login.json().account.emailConfirmed).toBe(true);
  });

  it('refuses an expired link and a wrong token', async () => {
    await register(customer('vencida@test.uy'));
    const mail = await lastEmailTo(t.app, 'vencida@test.uy', 'confirm-account');
    const path = linkPath(mail!.links, '/verified').replace('/verified', '/v1/account/confirmation');
    const wrong = await t.app.inject({ method: 'GET', url: path.replace(/token=.*/, 'token=abc') });
    expect(wrong.json().message).toBe(messages.linkInvalid);
    const accountId = new URL(`http://x${path}`).searchParams.get('id')!;
    await t.app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.accountId, accountId));
    const expired = await t.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.linkExpired);
  });

  it('resends a new link (the old one stops working) and answers the same for unknown e-mails', async () => {
    await register(customer('reenviar@test.uy'));
    const first = await lastEmailTo(t.app, 'reenviar@test.uy', 'confirm-account');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/Account/resendemailregister',
      payload: { email: 'reenviar@test.uy' },
    });
    expect(res.statusCode).toBe(202);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/Account/resendemailregister',
      payload: { email: 'nadie@test.uy' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(res.json());
    const second = await lastEmailTo(t.app, 'reenviar@test.uy', 'confirm-account');
    expect(second!.id).not.toBe(first!.id);
    const oldPath = linkPath(first!.links, '/verified').replace('/verified', '/v1/account/confirmation');
    expect((await t.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(400);
    const newPath = linkPath(second!.links, '/verified').replace('/verified', '/v1/account/confirmation');
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
  });

  it('limits resend requests per address', async () => {
    const { headers } = await signInAs(t.app, 'Customer');
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/Account/resendemailregister',
        headers: { ...headers, 'x-forwarded-for': '1.1.1.1' },
        remoteAddress: '10.9.9.9',
        payload: { email: `limite${i}@test.uy` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
