import { CONSENT_TEXT_VERSION, messages } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../src/db/seed/factories';
import { buildTestApp, signInAs, type TestApp, validCustomerProfile } from '../helpers';

/**
 * Issue 17: single-line fields (names, last names, company name, business name, address) refuse
 * line breaks and control characters with a Spanish message, through the shared schemas of
 * packages/domain (the web forms use the same ones). A header injected into an e-mail subject or a
 * forged line in a CSV export starts with such a character.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// NUL never gets this far: platform/request-guards.ts refuses it in any body first.
const bad = ['Ana\nBcc: x@y.uy', 'Ana\r\n', 'Ana\u0007', 'A\tna', 'Ana\u2028', 'Ana\u007f', 'Ana\u0085'];
const company = {
  name: 'Acme S.A.',
  rut: '211234560019',
  businessName: 'Acme Uruguay S.A.',
  address: 'Av. Italia 1234',
  city: 'Montevideo',
  phone: '29001234',
};

const register = (account: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/account',
    payload: { account, password: 'clave-segura-17', acceptTerms: true, termsVersion: CONSENT_TEXT_VERSION },
  });

describe('single-line fields', () => {
  it('registration refuses line breaks and control characters in names, company name, business name, address and city', async () => {
    for (const value of bad) {
      const customer = await register({
        role: 'Customer',
        email: uniqueEmail('sl'),
        profile: { ...validCustomerProfile, lastName: value },
      });
      expect(customer.statusCode).toBe(400);
      expect(customer.json().fields['account.profile.lastName']).toBe(messages.singleLine);
      for (const field of ['name', 'businessName', 'address', 'city'] as const) {
        const res = await register({
          role: 'Business',
          email: uniqueEmail('sl'),
          business: { ...company, [field]: value },
        });
        expect([field, value, res.statusCode]).toEqual([field, value, 400]);
        expect(res.json().fields[`account.business.${field}`]).toBe(messages.singleLine);
      }
    }
    const nutritionist = await register({
      role: 'Nutritionist',
      email: uniqueEmail('sl'),
      profile: { firstName: 'Ana\nMaría', lastName: 'Sosa', mobile: '099123456' },
    });
    expect(nutritionist.json().fields['account.profile.firstName']).toBe(messages.singleLine);
    // A plain company still registers.
    expect((await register({ role: 'Business', email: uniqueEmail('sl'), business: company })).statusCode).toBe(201);
  });

  it('the profile and business updates refuse them too', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: customer.headers,
      payload: { profile: { firstName: 'Ana\r\nX', lastName: 'Sosa' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['profile.firstName']).toBe(messages.singleLine);
    const business = await signInAs(t.app, 'Business');
    const biz = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: business.headers,
      payload: { business: { ...company, address: 'Av. Italia 1234\nPiso 2' } },
    });
    expect(biz.statusCode).toBe(400);
    expect(biz.json().fields['business.address']).toBe(messages.singleLine);
  });

  it('invitations refuse them in the invited person’s names', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/fromNutritionist',
      headers: nutri.headers,
      payload: {
        accountId: nutri.account.id,
        newAccountInfo: { firstName: 'Lucía', lastName: 'Gómez\nBcc: x@y.uy', email: uniqueEmail('inv') },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['newAccountInfo.lastName']).toBe(messages.singleLine);
  });
});
