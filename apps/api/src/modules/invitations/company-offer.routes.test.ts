import { AnalysisStatus, companyOfferTexts, invitationTexts } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { accounts, analyses } from '../../db/schema';
import { createAnalysis, grantKitPlaces, uniqueEmail } from '../../db/seed/factories';

/**
 * Issue 41 item 7: a company invites someone who already has an account with that e-mail. No second
 * account is made (decision 017), so the invitation waits in her account and she accepts it there;
 * before this she landed on the kit's USD 249 with no word of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const accept = (id: string, headers?: Headers) =>
  t.app.inject({ method: 'POST', url: `/v1/account/company-invitation/${id}/accept`, headers });

async function companyWithPlaces(places: number) {
  const company = await signInAs(t.app, 'Business', { business: { name: 'Café del Sur', rut: '211234560019' } });
  if (places > 0) await grantKitPlaces(t.app.database.db, company.account.id, places);
  return company;
}

async function invite(company: Awaited<ReturnType<typeof companyWithPlaces>>, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/Account/fromBusiness',
    headers: company.headers,
    payload: { accountId: company.account.id, newAccountInfo: { firstName: 'Lucía', lastName: 'Gómez', email } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().invitation.id as string;
}

const offerOf = async (headers: Headers) => (await get('/v1/account/company-invitation', headers)).json().invitation;

describe('a company invites a customer who already had an account', () => {
  it('waits in her account; once her e-mail is confirmed she accepts it and the company pays her kit', async () => {
    const company = await companyWithPlaces(2);
    const lucia = await signInAs(t.app, 'Customer', { email: uniqueEmail('lucia'), confirmed: false });
    const id = await invite(company, lucia.email);

    // The e-mail has no link (no second account) but says where the invitation is.
    const mail = await lastEmailTo(t.app, lucia.email, 'notice');
    expect(mail?.text).toContain(companyOfferTexts.emailParagraph('Café del Sur'));

    expect(await offerOf(lucia.headers)).toMatchObject({ id, company: 'Café del Sur' });
    // The address must be hers: confirmed through its link first.
    const early = await accept(id, lucia.headers);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(companyOfferTexts.confirmEmailFirst);

    await t.app.database.db
      .update(accounts)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(accounts.id, lucia.account.id));
    const res = await accept(id, lucia.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.analysis).toMatchObject({ status: AnalysisStatus.Paid });
    const [row] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, lucia.account.id));
    expect(row?.businessId).toBe(company.account.id);

    // The company sees her accepted, one place used, and her among its employees.
    const list = (await get('/v1/account/invitations', company.headers)).json();
    expect(list.find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'accepted' });
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(1);
    const employees = (await get('/v1/account/employees', company.headers)).json();
    expect(employees.map((e: { id: string }) => e.id)).toContain(lucia.account.id);

    // Nothing more to offer, and the same invitation cannot be used twice.
    expect(await offerOf(lucia.headers)).toBeNull();
    expect((await accept(id, lucia.headers)).statusCode).toBe(404);
  });

  it('is hers only: another customer, a company or a visitor cannot take the place', async () => {
    const company = await companyWithPlaces(1);
    const lucia = await signInAs(t.app, 'Customer', { email: uniqueEmail('lucia') });
    const id = await invite(company, lucia.email);
    const other = await signInAs(t.app, 'Customer');
    expect(await offerOf(other.headers)).toBeNull();
    const stolen = await accept(id, other.headers);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(companyOfferTexts.gone);
    for (const role of ['Business', 'Nutritionist'] as const) {
      const x = await signInAs(t.app, role);
      expect((await accept(id, x.headers)).statusCode).toBe(403);
      expect((await get('/v1/account/company-invitation', x.headers)).statusCode).toBe(403);
    }
    expect((await accept(id)).statusCode).toBe(401);
    expect((await get('/v1/account/company-invitation')).statusCode).toBe(401);
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(1);
  });

  it('is not offered to someone who already has a kit, and says why when tried', async () => {
    const company = await companyWithPlaces(1);
    const lucia = await signInAs(t.app, 'Customer', { email: uniqueEmail('lucia') });
    await createAnalysis(t.app.database.db, lucia.account.id, AnalysisStatus.Paid);
    const id = await invite(company, lucia.email);
    expect(await offerOf(lucia.headers)).toBeNull();
    const res = await accept(id, lucia.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(companyOfferTexts.hasKit);
    expect(
      await t.app.database.db.select().from(analyses).where(eq(analyses.accountId, lucia.account.id)),
    ).toHaveLength(1);
  });

  it('says the company has no places left, and keeps the invitation open', async () => {
    const company = await companyWithPlaces(1);
    const first = await signInAs(t.app, 'Customer', { email: uniqueEmail('primera') });
    const second = await signInAs(t.app, 'Customer', { email: uniqueEmail('segunda') });
    const one = await invite(company, first.email);
    const two = await invite(company, second.email);
    // Both at once for the last place: one takes it, the other is told (the company's row is locked).
    const answers = await Promise.all([accept(one, first.headers), accept(two, second.headers)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const late = answers.find((a) => a.statusCode === 409)!;
    expect(late.json().message).toBe(invitationTexts.noPlacesLeft);
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(0);
    const loser = answers[0]!.statusCode === 409 ? first : second;
    expect(await offerOf(loser.headers)).toMatchObject({ id: loser === first ? one : two });
  });
});
