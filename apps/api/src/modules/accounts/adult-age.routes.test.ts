import { addDays, adultAgeTexts, CONSENT_TEXT_VERSION, latestAdultBirthDate, montevideoToday } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  lastEmailTo,
  linkPath,
  signInAs,
  type TestApp,
  validCustomerProfile,
} from '../../../test/helpers';
import { grantKitPlaces, uniqueEmail } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** 18 today (Montevideo), and one day short of it. */
const adult = () => latestAdultBirthDate(montevideoToday());
const minor = () => addDays(adult(), 1);

describe('the API re-checks the age (issue 22: 18 or older)', () => {
  it('refuses a customer signup under 18, next to the birth date, and accepts one who is 18 today', async () => {
    const register = (birthDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/account',
        payload: {
          account: { role: 'Customer', email: uniqueEmail('edad'), profile: { ...validCustomerProfile, birthDate } },
          password: 'clave123',
          acceptTerms: true,
          termsVersion: CONSENT_TEXT_VERSION,
        },
      });
    const young = await register(minor());
    expect(young.statusCode).toBe(400);
    expect(young.json().fields).toEqual({ 'account.profile.birthDate': adultAgeTexts.tooYoung });
    expect((await register(adult())).statusCode).toBe(201);
  });

  it('refuses it in the profile edit and in an invitation acceptance', async () => {
    const me = await signInAs(t.app, 'Customer');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: me.headers,
      payload: { profile: { firstName: 'Ana', lastName: 'Suárez', birthDate: minor() } },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ 'profile.birthDate': adultAgeTexts.tooYoung });

    const company = await signInAs(t.app, 'Business');
    await grantKitPlaces(t.app.database.db, company.account.id, 1);
    const email = uniqueEmail('joven');
    await t.app.inject({
      method: 'POST',
      url: '/v1/Account/fromBusiness',
      headers: company.headers,
      payload: { accountId: company.account.id, newAccountInfo: { firstName: 'Leo', email } },
    });
    const mail = await lastEmailTo(t.app, email, 'invitation');
    const token = new URL(linkPath(mail!.links, '/createUser?'), 'http://x').searchParams.get('user')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/v1/account/invitations/accept',
      payload: {
        token,
        password: 'clave123',
        profile: { ...validCustomerProfile, birthDate: minor() },
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
      },
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().fields).toEqual({ 'profile.birthDate': adultAgeTexts.tooYoung });
  });
});
