import { CONSENT_TEXT_VERSION, messages } from '@nutritest/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp, validCustomerProfile } from '../../../test/helpers';
import { createAccount, grantKitPlaces } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/account/{id}', () => {
  it('answers yourself, your patient, your employee and operators; 404 for anyone else', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const company = await signInAs(t.app, 'Business');
    const stranger = await signInAs(t.app, 'Customer');
    const otherNutri = await signInAs(t.app, 'Nutritionist');
    const ops = await signInAs(t.app, 'Operator');
    const patient = await signInAs(t.app, 'Customer', { nutritionistId: nutri.account.id });
    const employee = await signInAs(t.app, 'Customer', { businessId: company.account.id });

    expect((await get(`/v1/account/${patient.account.id}`, patient.headers)).statusCode).toBe(200);
    expect((await get(`/v1/account/${patient.account.id}`, nutri.headers)).statusCode).toBe(200);
    const seenByCompany = await get(`/v1/account/${employee.account.id}`, company.headers);
    expect(seenByCompany.statusCode).toBe(200);
    // Names and kit state only: no health data for the company.
    expect(seenByCompany.json().profile).toMatchObject({
      firstName: 'Test',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      mobile: null,
      pathologies: [],
      familyHistories: [],
    });
    expect((await get(`/v1/account/${patient.account.id}`, ops.headers)).statusCode).toBe(200);

    expect((await get(`/v1/account/${patient.account.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/v1/account/${patient.account.id}`, otherNutri.headers)).statusCode).toBe(404);
    expect((await get(`/v1/account/${patient.account.id}`, company.headers)).statusCode).toBe(404);
    expect((await get(`/v1/account/${employee.account.id}`, nutri.headers)).statusCode).toBe(404);
    expect((await get(`/v1/account/${nutri.account.id}`, patient.headers)).statusCode).toBe(404);
    expect((await get('/v1/account/not-a-uuid', ops.headers)).statusCode).toBe(404);
    expect((await get(`/v1/account/${patient.account.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /v1/account', () => {
  it('updates a customer profile and answers plain text', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: me.headers,
      payload: { profile: { ...validCustomerProfile, firstName: 'María José', pathologies: [3], familyHistories: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(messages.accountEdited);
    const account = (await get('/v1/account', me.headers)).json();
    expect(account.profile).toMatchObject({ firstName: 'María José', height: 165, weight: 60 });
    expect(account.profile.pathologies).toEqual([{ id: 3, name: 'Colesterol alto' }]);
    expect(account.profile.familyHistories).toEqual([]);
  });

  it('checks heights, weights, names and phones with the spec texts', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: me.headers,
      payload: {
        profile: { firstName: 'Ana  María', lastName: 'x'.repeat(51), height: 230, weight: 19, mobile: 'abc' },
      },
    });
    expect(res.json().fields).toEqual({
      'profile.firstName': messages.nameFormat,
      'profile.lastName': messages.nameTooLong,
      'profile.height': messages.heightMax,
      'profile.weight': messages.weightMin,
      'profile.mobile': messages.phoneRule,
    });
  });

  it('updates a company and never touches another account', async () => {
    const company = await signInAs(t.app, 'Business');
    const details = {
      name: 'Nueva SA',
      rut: '219999830019',
      businessName: 'Nueva S.A.',
      address: 'Calle 1',
      city: 'Salto',
      phone: '29001234',
    };
    // A RUT with a wrong check digit: refused next to its field.
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: company.headers,
      payload: { business: { ...details, rut: '219999830018' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'business.rut': messages.rutInvalid });
    // "123" (issue 41 item 3: it was printed on an e-Factura): refused with the length rule.
    const short = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: company.headers,
      payload: { business: { ...details, rut: '123' } },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ 'business.rut': messages.rutLength });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: company.headers,
      payload: { business: details },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/v1/account', company.headers)).json().business).toEqual({ ...details, avatar: null });
    const missing = await t.app.inject({ method: 'PUT', url: '/v1/account', headers: company.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/v1/account', payload: {} })).statusCode).toBe(401);
  });
});

describe('nutritionist link', () => {
  it('looks up a code (upper-cased) and answers only the name', async () => {
    await createAccount(t.app.database.db, {
      email: 'lu@test.uy',
      role: 'Nutritionist',
      firstName: 'Lucía',
      lastName: 'Pérez',
      publicCode: 'LUCIA1',
    });
    const res = await get('/v1/account/nutritionist/lucia1');
    expect(res.json()).toEqual({ publicCode: 'LUCIA1', profile: { firstName: 'Lucía', lastName: 'Pérez' } });
    const missing = await get('/v1/account/nutritionist/NADA99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.nutritionistNotFound);
  });

  it('lets a customer associate, read and remove their nutritionist', async () => {
    await createAccount(t.app.database.db, {
      email: 'flor@test.uy',
      role: 'Nutritionist',
      firstName: 'Flor',
      lastName: 'Gil',
      publicCode: 'FLOR22',
    });
    const me = await signInAs(t.app, 'Customer');
    expect((await get('/v1/account/nutritionist', me.headers)).json()).toBeNull();
    const link = await t.app.inject({
      method: 'POST',
      url: '/v1/account/nutritionist',
      headers: me.headers,
      payload: { code: 'flor22' },
    });
    expect(link.json()).toEqual({ publicCode: 'FLOR22', profile: { firstName: 'Flor', lastName: 'Gil' } });
    expect((await get('/v1/account/nutritionist', me.headers)).json().publicCode).toBe('FLOR22');
    expect((await get('/v1/account', me.headers)).json().referer.publicCode).toBe('FLOR22');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/account/nutritionist',
      headers: me.headers,
      payload: { code: 'ZZZ999' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toEqual({ code: messages.nutritionistNotFound });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/account/nutritionist', headers: me.headers })).statusCode,
    ).toBe(204);
    expect((await get('/v1/account/nutritionist', me.headers)).json()).toBeNull();
  });

  it('refuses the link calls to other roles', async () => {
    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      expect((await get('/v1/account/nutritionist', other.headers)).statusCode).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/v1/account/nutritionist',
        headers: other.headers,
        payload: { code: 'FLOR22' },
      });
      expect(post.statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/v1/account/nutritionist', headers: other.headers })).statusCode,
      ).toBe(403);
    }
    expect((await get('/v1/account/nutritionist')).statusCode).toBe(401);
  });
});

describe('/v1/bankAccounts', () => {
  it('saves bank details, then only the ID card for the collection network', async () => {
    const me = await signInAs(t.app, 'Nutritionist');
    expect((await get('/v1/bankAccounts', me.headers)).json()).toBeNull();
    const bank = {
      paymentType: 1,
      bank: 'BROU',
      accountNumber: '001234567-00001',
      branchOffice: '12',
      fullName: 'Lucía Pérez',
    };
    const saved = await t.app.inject({ method: 'POST', url: '/v1/bankAccounts', headers: me.headers, payload: bank });
    expect(saved.json()).toEqual(bank);
    const network = await t.app.inject({
      method: 'POST',
      url: '/v1/bankAccounts',
      headers: me.headers,
      payload: { paymentType: 3, ci: '45678905', bank: 'BROU' },
    });
    expect(network.json()).toEqual({ paymentType: 3, network: 'Abitab', ci: '45678905' });
    expect((await get('/v1/bankAccounts', me.headers)).json()).toEqual({
      paymentType: 3,
      network: 'Abitab',
      ci: '45678905',
    });
  });

  it('checks the fields and refuses other roles', async () => {
    const me = await signInAs(t.app, 'Nutritionist');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/bankAccounts',
      headers: me.headers,
      payload: { paymentType: 1, bank: 'BROU', accountNumber: '', branchOffice: '1', fullName: 'Ana' },
    });
    expect(bad.json().fields).toEqual({ accountNumber: messages.required });
    for (const role of ['Customer', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      expect((await get('/v1/bankAccounts', other.headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /v1/account/kitsavailable', () => {
  it('counts places bought minus employees registered, for companies only', async () => {
    const company = await signInAs(t.app, 'Business');
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(0);
    await grantKitPlaces(t.app.database.db, company.account.id, 5);
    await createAccount(t.app.database.db, { email: 'emp1@test.uy', role: 'Customer', businessId: company.account.id });
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(4);
    const customer = await signInAs(t.app, 'Customer');
    expect((await get('/v1/account/kitsavailable', customer.headers)).statusCode).toBe(403);
  });
});

describe('avatar uploads', () => {
  function multipart(data: Buffer, filename = 'logo.png', contentType = 'image/png') {
    const boundary = '----nutritest';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const png = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#7c67e2' } })
      .png()
      .toBuffer();

  it('re-encodes an image as a 400x400 WebP and serves it', async () => {
    const body = multipart(await png());
    const res = await t.app.inject({ method: 'POST', url: '/v1/uploads/avatar', ...body });
    expect(res.statusCode).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
  });

  it('checks the content, not the name', async () => {
    const fake = multipart(Buffer.from('<script>alert(1)</script>'), 'foto.png');
    const res = await t.app.inject({ method: 'POST', url: '/v1/uploads/avatar', ...fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: messages.imageOnly });
  });

  it('refuses files over 400 KB', async () => {
    const big = multipart(Buffer.alloc(401 * 1024, 1));
    const res = await t.app.inject({ method: 'POST', url: '/v1/uploads/avatar', ...big });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: messages.imageTooLarge });
  });

  it('is claimed by the company registration and refused to signed-in non-companies', async () => {
    const up = await t.app.inject({ method: 'POST', url: '/v1/uploads/avatar', ...multipart(await png()) });
    const avatar = up.json().url;
    const business = {
      name: 'Logo SA',
      rut: '211234560019',
      businessName: 'Logo',
      address: 'x',
      city: 'Montevideo',
      phone: '29001234',
      avatar,
    };
    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/account',
      payload: {
        account: { role: 'Business', email: 'logo@test.uy', business },
        password: 'clave123',
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
      },
    });
    expect(reg.statusCode).toBe(201);
    // Another company cannot take the same upload.
    const steal = await t.app.inject({
      method: 'POST',
      url: '/v1/account',
      payload: {
        account: { role: 'Business', email: 'steal@test.uy', business },
        password: 'clave123',
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
      },
    });
    expect(steal.statusCode).toBe(400);
    const customer = await signInAs(t.app, 'Customer');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads/avatar',
      ...multipart(await png()),
      headers: { ...multipart(await png()).headers, ...customer.headers },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('PUT /v1/account takes what GET /v1/account answers (issue 17)', () => {
  it('accepts the same body back for each role, unchanged', async () => {
    const people = [
      await signInAs(t.app, 'Customer', {
        birthDate: '1990-05-01',
        gender: 1,
        height: 165,
        weight: 60,
        mobile: '099123456',
        pathologyIds: [1, 6],
        familyHistoryIds: [2],
      }),
      await signInAs(t.app, 'Customer'),
      await signInAs(t.app, 'Nutritionist', { mobile: '099654321' }),
      // A company's profile mirrors its name (as the signup writes it); its last name is empty.
      await signInAs(t.app, 'Business', {
        firstName: 'Acme S.A.',
        lastName: '',
        business: {
          name: 'Acme S.A.',
          rut: '211234560019',
          businessName: 'Acme Uruguay S.A.',
          address: 'Av. Italia 1234',
          city: 'Montevideo',
          phone: '29001234',
        },
      }),
      await signInAs(t.app, 'Operator'),
    ];
    for (const person of people) {
      const before = await get('/v1/account', person.headers);
      expect(before.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/account',
        headers: person.headers,
        payload: before.json(),
      });
      expect([person.account.role, res.statusCode, res.body]).toEqual([
        person.account.role,
        200,
        messages.accountEdited,
      ]);
      expect((await get('/v1/account', person.headers)).json()).toEqual(before.json());
    }
  });
});
