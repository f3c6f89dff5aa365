import { AnalysisStatus, CONSENT_TEXT_VERSION, invitationTexts, messages } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  lastEmailTo,
  linkPath,
  signInAs,
  type TestApp,
  validCustomerProfile,
} from '../../../test/helpers';
import { accounts, analyses, consents, invitations } from '../../db/schema';
import { createAnalysis, grantKitPlaces, uniqueEmail } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers?: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function invite(
  path: '/v1/account/fromNutritionist' | '/v1/Account/fromBusiness',
  inviter: { account: { id: string }; headers: Headers },
  email = uniqueEmail('invited'),
) {
  const res = await post(
    path,
    { accountId: inviter.account.id, newAccountInfo: { firstName: 'Lucía', lastName: 'Gómez', email } },
    inviter.headers,
  );
  return { res, email };
}

/** The token of the newest invitation e-mail to `email`, and the page path it links to. */
async function tokenFor(email: string) {
  const mail = await lastEmailTo(t.app, email, 'invitation');
  expect(mail).toBeDefined();
  const path = linkPath(mail!.links, '/createUser?');
  const token =
    new URL(path, 'http://x').searchParams.get('user') ?? new URL(path, 'http://x').searchParams.get('patient');
  return { token: token!, path, mail: mail! };
}

const accept = (token: string, password = 'clave123') =>
  post('/v1/account/invitations/accept', {
    token,
    password,
    profile: { ...validCustomerProfile, firstName: 'Lucía', lastName: 'Gómez' },
    acceptTerms: true,
    termsVersion: CONSENT_TEXT_VERSION,
  });

describe('a nutritionist invites a patient', () => {
  it('sends the e-mail, the invited person reads it, completes the data and is signed in, linked', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Paula', lastName: 'Ríos' });
    const { res, email } = await invite('/v1/account/fromNutritionist', nutri);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: invitationTexts.sent, invitation: { email, status: 'pending' } });

    const { token, path, mail } = await tokenFor(email);
    expect(path).toMatch(/^\/createUser\?patient=/);
    expect(mail.subject).toBe('Paula Ríos te invitó a NutriTest');

    const view = await get(`/v1/account/fromNutritionist/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ kind: 'patient', inviterName: 'Paula Ríos', firstName: 'Lucía', email });
    // The token of one kind does not open the other.
    expect((await get(`/v1/Account/fromBusiness?userdata=${token}`)).statusCode).toBe(404);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const { jwtToken, account } = accepted.json();
    expect(account).toMatchObject({ email, role: 'Customer', emailConfirmed: true, profile: { analysis: null } });
    const me = await get('/v1/account/nutritionist', { authorization: `Bearer ${jwtToken}` });
    expect(me.json()).toMatchObject({ profile: { firstName: 'Paula', lastName: 'Ríos' } });
    // The terms box is the express consent (with its text version); sharing with the inviter starts granted.
    const given = await t.app.database.db.select().from(consents).where(eq(consents.accountId, account.id));
    expect(given.map((c) => [c.kind, c.granted, c.textVersion]).sort()).toEqual([
      ['genetic_data', true, CONSENT_TEXT_VERSION],
      ['share_nutritionist', true, CONSENT_TEXT_VERSION],
    ]);

    // Used once: the link no longer works.
    expect((await accept(token)).statusCode).toBe(404);
    expect((await get(`/v1/account/fromNutritionist/${token}`)).json().message).toBe(invitationTexts.expired);

    // Listed as referred at once, as a patient once there is an analysis.
    const referred = (await get('/v1/account/referer', nutri.headers)).json();
    expect(referred.map((p: { email: string }) => p.email)).toContain(email);
    expect((await get('/v1/account/patients', nutri.headers)).json()).toEqual([]);
    await createAnalysis(t.app.database.db, account.id, AnalysisStatus.ResultsSent);
    const patients = (await get('/v1/account/patients', nutri.headers)).json();
    expect(patients).toEqual([expect.objectContaining({ email, firstName: 'Lucía', analysisStatus: 8, state: 3 })]);
    const list = (await get('/v1/account/invitations', nutri.headers)).json();
    expect(list[0]).toMatchObject({ email, status: 'accepted' });
  });

  it("follows each invitee in the nutritionist's list: invited, registered without a kit, kit bought, results ready (issue 22)", async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const { res, email } = await invite('/v1/account/fromNutritionist', nutri);
    const id = res.json().invitation.id as string;
    const progress = async () =>
      ((await get('/v1/account/invitations', nutri.headers)).json() as { id: string; progress?: string }[]).find(
        (i) => i.id === id,
      )?.progress;
    expect(await progress()).toBe('invited');

    const { token } = await tokenFor(email);
    const { account } = (await accept(token)).json();
    expect(await progress()).toBe('registered');
    const db = t.app.database.db;
    const analysis = await createAnalysis(db, account.id, AnalysisStatus.Paid);
    expect(await progress()).toBe('kitBought');
    await db.update(analyses).set({ status: AnalysisStatus.ResultsSent }).where(eq(analyses.id, analysis.id));
    expect(await progress()).toBe('resultsReady');

    // A patient who unlinks their nutritionist is no longer followed: the invitation only reads accepted.
    await db.update(accounts).set({ nutritionistId: null }).where(eq(accounts.id, account.id));
    const list = (await get('/v1/account/invitations', nutri.headers)).json();
    expect(list.find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'accepted' });
    expect(await progress()).toBeUndefined();
    // Another nutritionist never sees it.
    const other = await signInAs(t.app, 'Nutritionist');
    expect((await get('/v1/account/invitations', other.headers)).json()).toEqual([]);
  });

  it('answers a registered e-mail like a new one and e-mails its owner a notice, not a link (decision 017)', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const existing = await signInAs(t.app, 'Customer');
    const taken = await invite('/v1/account/fromNutritionist', nutri, existing.email);
    const fresh = await invite('/v1/account/fromNutritionist', nutri);
    expect(taken.res.statusCode).toBe(200);
    expect(fresh.res.statusCode).toBe(200);
    const shape = (body: { invitation: Record<string, unknown>; message: string }) => ({
      message: body.message,
      status: body.invitation.status,
      keys: Object.keys(body.invitation).sort(),
    });
    expect(shape(taken.res.json())).toEqual(shape(fresh.res.json()));
    const notice = await lastEmailTo(t.app, existing.email);
    expect(notice?.template).toBe('notice');
    expect(notice?.text).toContain('ya tenés una cuenta');
    expect(notice?.links.some((l) => l.includes('/createUser'))).toBe(false);
  });

  it("refuses someone else's account id, bad input and the wrong roles", async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const other = await signInAs(t.app, 'Nutritionist');
    expect(
      (
        await post(
          '/v1/account/fromNutritionist',
          { accountId: other.account.id, newAccountInfo: { firstName: 'A', email: uniqueEmail('x') } },
          nutri.headers,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await post(
      '/v1/account/fromNutritionist',
      { accountId: nutri.account.id, newAccountInfo: { firstName: '', email: 'no' } },
      nutri.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['newAccountInfo.firstName', 'newAccountInfo.email']),
    );
    for (const role of ['Customer', 'Business', 'Operator'] as const) {
      const someone = await signInAs(t.app, role);
      expect((await invite('/v1/account/fromNutritionist', someone)).res.statusCode).toBe(403);
      expect((await get('/v1/account/patients', someone.headers)).statusCode).toBe(403);
      expect((await get('/v1/account/referer', someone.headers)).statusCode).toBe(403);
    }
    expect((await invite('/v1/account/fromNutritionist', { account: nutri.account, headers: {} })).res.statusCode).toBe(
      401,
    );
    expect((await get('/v1/account/patients')).statusCode).toBe(401);
  });

  it('expires, can be resent (new link) or revoked, only by its inviter', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const { res, email } = await invite('/v1/account/fromNutritionist', nutri);
    const id = res.json().invitation.id as string;
    const first = await tokenFor(email);
    await t.app.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect((await get(`/v1/account/fromNutritionist/${first.token}`)).statusCode).toBe(404);
    expect((await accept(first.token)).statusCode).toBe(404);
    expect((await get('/v1/account/invitations', nutri.headers)).json()[0]).toMatchObject({ id, status: 'expired' });

    const stranger = await signInAs(t.app, 'Nutritionist');
    expect((await post(`/v1/account/invitations/${id}/resend`, {}, stranger.headers)).statusCode).toBe(404);
    const resent = await post(`/v1/account/invitations/${id}/resend`, {}, nutri.headers);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: invitationTexts.resent, invitation: { id, status: 'pending' } });
    const second = await tokenFor(email);
    expect(second.token).not.toBe(first.token);
    expect((await get(`/v1/account/fromNutritionist/${second.token}`)).statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/account/invitations/${id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/account/invitations/${id}`, headers: nutri.headers }))
        .statusCode,
    ).toBe(204);
    expect((await get(`/v1/account/fromNutritionist/${second.token}`)).statusCode).toBe(404);
    expect((await get('/v1/account/invitations', nutri.headers)).json()[0]).toMatchObject({ id, status: 'revoked' });
  });

  it('inviting the same e-mail again renews the pending invitation', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const email = uniqueEmail('again');
    const a = (await invite('/v1/account/fromNutritionist', nutri, email)).res.json();
    const b = (await invite('/v1/account/fromNutritionist', nutri, email)).res.json();
    expect(b.invitation.id).toBe(a.invitation.id);
    expect((await get('/v1/account/invitations', nutri.headers)).json()).toHaveLength(1);
  });
});

describe('a company invites employees', () => {
  it('needs places: "Tenés que tener kits comprados" without them', async () => {
    const company = await signInAs(t.app, 'Business');
    const { res } = await invite('/v1/Account/fromBusiness', company);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tenés que tener kits comprados');
  });

  it('the employee registers with a place: pays nothing, the kit flow starts, the company sees names and states only', async () => {
    const company = await signInAs(t.app, 'Business');
    await grantKitPlaces(t.app.database.db, company.account.id, 2);
    const { res, email } = await invite('/v1/Account/fromBusiness', company);
    expect(res.statusCode).toBe(200);
    const { token, path } = await tokenFor(email);
    expect(path).toMatch(/^\/createUser\?user=/);
    expect((await get(`/v1/Account/fromBusiness?userdata=${encodeURIComponent(token)}`)).json()).toMatchObject({
      kind: 'employee',
      email,
    });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const employee = accepted.json().account;
    expect(employee.profile.analysis).toMatchObject({ status: AnalysisStatus.Paid });
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(1);

    const employees = (await get('/v1/account/employees', company.headers)).json();
    expect(employees).toHaveLength(1);
    expect(Object.keys(employees[0]).sort()).toEqual(
      ['analysisStatus', 'email', 'firstName', 'id', 'lastName', 'referenceId', 'since', 'state'].sort(),
    );
    expect(employees[0]).toMatchObject({ email, state: 0 });

    // Never the employee's genetic results, foods or data.
    for (const url of [
      `/v1/Analyses/patients/result/${employee.id}`,
      `/v1/Analyses/patients/foods/${employee.id}`,
      '/v1/account/patients',
    ]) {
      expect((await get(url, company.headers)).statusCode).toBe(403);
    }
    const account = (await get(`/v1/account/${employee.id}`, company.headers)).json();
    expect(account.profile).toMatchObject({ birthDate: null, height: null, weight: null, pathologies: [] });
    expect((await get('/v1/account/nutrition-profile', company.headers)).statusCode).toBe(403);
  });

  it('with 3 places and 10 people registering at once, exactly 3 get a kit; the others are told why', async () => {
    const company = await signInAs(t.app, 'Business');
    await grantKitPlaces(t.app.database.db, company.account.id, 3);
    const emails: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { res, email } = await invite('/v1/Account/fromBusiness', company);
      expect(res.statusCode).toBe(200);
      emails.push(email);
    }
    const tokens = await Promise.all(emails.map(async (e) => (await tokenFor(e)).token));
    const results = await Promise.all(tokens.map((token) => accept(token)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(invitationTexts.noPlacesLeft);
    }
    expect((await get('/v1/account/kitsavailable', company.headers)).json()).toBe(0);
    expect((await get('/v1/account/employees', company.headers)).json()).toHaveLength(3);
    const list = (await get('/v1/account/invitations', company.headers)).json() as { status: string }[];
    expect(list.filter((i) => i.status === 'accepted')).toHaveLength(3);
    expect(list.filter((i) => i.status === 'pending')).toHaveLength(7);
  });

  it('refuses the other roles and anonymous callers', async () => {
    for (const role of ['Customer', 'Nutritionist', 'Operator'] as const) {
      const someone = await signInAs(t.app, role);
      expect((await invite('/v1/Account/fromBusiness', someone)).res.statusCode).toBe(403);
      expect((await get('/v1/account/employees', someone.headers)).statusCode).toBe(403);
    }
    const customer = await signInAs(t.app, 'Customer');
    expect((await get('/v1/account/invitations', customer.headers)).statusCode).toBe(403);
    expect((await get('/v1/account/employees')).statusCode).toBe(401);
    expect((await get('/v1/Account/fromBusiness?userdata=short')).statusCode).toBe(400);
    expect((await get('/v1/Account/fromBusiness?userdata=not-a-real-token-at-all')).statusCode).toBe(404);
  });
});

describe('accepting', () => {
  it('checks the data and the password rule', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const { email } = await invite('/v1/account/fromNutritionist', nutri);
    const { token } = await tokenFor(email);
    const res = await post('/v1/account/invitations/accept', {
      token,
      password: 'abc',
      profile: { ...validCustomerProfile, height: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      password: 'La contraseña debe tener al menos 6 caracteres y un número entre 0 y 9.',
      acceptTerms: messages.termsRequired,
      'profile.height': 'La estatura debe ser al menos 50 cm',
    });
    expect((await get(`/v1/account/fromNutritionist/${token}`)).statusCode).toBe(200);
  });
});
