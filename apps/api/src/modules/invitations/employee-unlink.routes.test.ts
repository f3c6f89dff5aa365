import { AnalysisStatus, CONSENT_TEXT_VERSION, employeeTexts } from '@nutritest/domain';
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
import { accounts, analyses, employeeUnlinks } from '../../db/schema';
import { grantKitPlaces, uniqueEmail } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const unlink = (id: string, headers?: Headers) =>
  t.app.inject({ method: 'DELETE', url: `/v1/account/employees/${id}`, headers });

/** A company with `places`, and one employee who registered through its invitation (a place used). */
async function companyWithEmployee(places: number) {
  const company = await signInAs(t.app, 'Business', { business: { name: 'Café del Sur', rut: '211234560019' } });
  await grantKitPlaces(t.app.database.db, company.account.id, places);
  const email = uniqueEmail('empleado');
  await t.app.inject({
    method: 'POST',
    url: '/v1/Account/fromBusiness',
    headers: company.headers,
    payload: { accountId: company.account.id, newAccountInfo: { firstName: 'Lucía', lastName: 'Gómez', email } },
  });
  const mail = await lastEmailTo(t.app, email, 'invitation');
  const token = new URL(linkPath(mail!.links, '/createUser?'), 'http://x').searchParams.get('user')!;
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/v1/account/invitations/accept',
    payload: {
      token,
      password: 'clave123',
      profile: { ...validCustomerProfile, firstName: 'Lucía', lastName: 'Gómez' },
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    },
  });
  expect(accepted.statusCode).toBe(200);
  const employee = accepted.json().account as { id: string };
  return { company, employee, email, employeeHeaders: { authorization: `Bearer ${accepted.json().jwtToken}` } };
}

const placesLeft = async (headers: Headers) => (await get('/v1/account/kitsavailable', headers)).json() as number;

describe('a company unlinks an employee who left (issue 22)', () => {
  it('gets back a place that was never used: the kit is cancelled and the person told', async () => {
    const { company, employee, email, employeeHeaders } = await companyWithEmployee(1);
    expect(await placesLeft(company.headers)).toBe(0);

    const res = await unlink(employee.id, company.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      placeReturned: true,
      placesLeft: 1,
      message: employeeTexts.returned('Lucía Gómez', 1),
    });
    expect(await placesLeft(company.headers)).toBe(1);
    expect((await get('/v1/account/employees', company.headers)).json()).toEqual([]);
    // The person keeps the account, without the company's kit.
    const [row] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, employee.id));
    expect(row?.businessId).toBeNull();
    expect(await t.app.database.db.select().from(analyses).where(eq(analyses.accountId, employee.id))).toEqual([]);
    const me = (await get('/v1/account', employeeHeaders)).json();
    expect(me.profile.analysis).toBeNull();
    const notice = await lastEmailTo(t.app, email, 'notice');
    expect(notice?.subject).toBe('Café del Sur te quitó de su lista de empleados en NutriTest');
    expect(notice?.text).toContain('lo cancelamos');
    // Once only.
    expect((await unlink(employee.id, company.headers)).statusCode).toBe(404);
  });

  it('says so on both sides: the invitation reads unlinked, the person is told why there is a price (issue 41)', async () => {
    const { company, employee, email, employeeHeaders } = await companyWithEmployee(1);
    const before = (await get('/v1/account/invitations', company.headers)).json();
    expect(before.find((i: { email: string }) => i.email === email)).not.toHaveProperty('unlinked');
    expect((await get('/v1/account', employeeHeaders)).json().profile).not.toHaveProperty('companyUnlink');

    expect((await unlink(employee.id, company.headers)).statusCode).toBe(200);
    const invitation = (await get('/v1/account/invitations', company.headers))
      .json()
      .find((i: { email: string }) => i.email === email);
    expect(invitation).toMatchObject({ status: 'accepted', unlinked: { placeReturned: true } });
    expect(Date.parse(invitation.unlinked.at)).toBeGreaterThan(Date.now() - 60_000);
    const me = (await get('/v1/account', employeeHeaders)).json();
    expect(me.profile.companyUnlink).toMatchObject({ company: 'Café del Sur' });
    expect(Date.parse(me.profile.companyUnlink.at)).toBeGreaterThan(Date.now() - 60_000);

    // Once the person buys a kit of their own, the page no longer needs to explain anything.
    await t.app.database.db.insert(analyses).values({
      accountId: employee.id,
      referenceId: `NT-TEST-${Date.now() % 1_000_000}`,
      status: AnalysisStatus.Paid,
    });
    expect((await get('/v1/account', employeeHeaders)).json().profile).not.toHaveProperty('companyUnlink');
  });

  it('unlinks someone whose kit was delivered, and the place stays used', async () => {
    const { company, employee, email } = await companyWithEmployee(2);
    await t.app.database.db
      .update(analyses)
      .set({ status: AnalysisStatus.KitDelivered })
      .where(eq(analyses.accountId, employee.id));
    expect(await placesLeft(company.headers)).toBe(1);

    const res = await unlink(employee.id, company.headers);
    expect(res.json()).toEqual({ placeReturned: false, placesLeft: 1, message: employeeTexts.kept('Lucía Gómez') });
    expect(await placesLeft(company.headers)).toBe(1);
    // The kit (and what comes of it) stays the person's.
    const kits = await t.app.database.db.select().from(analyses).where(eq(analyses.accountId, employee.id));
    expect(kits).toHaveLength(1);
    const [record] = await t.app.database.db
      .select()
      .from(employeeUnlinks)
      .where(eq(employeeUnlinks.accountId, employee.id));
    expect(record).toMatchObject({ businessId: company.account.id, placeReturned: false });
    expect((await lastEmailTo(t.app, email, 'notice'))?.text).toContain('siguen siendo tuyos');
    // More places bought later count from there: the used one is not given back.
    await grantKitPlaces(t.app.database.db, company.account.id, 1);
    expect(await placesLeft(company.headers)).toBe(2);
  });

  it("answers 404 for another company's employee or anyone else, 403 for other roles, 401 signed out", async () => {
    const { employee } = await companyWithEmployee(1);
    const other = await signInAs(t.app, 'Business');
    expect((await unlink(employee.id, other.headers)).statusCode).toBe(404);
    const customer = await signInAs(t.app, 'Customer');
    expect((await unlink(customer.account.id, other.headers)).statusCode).toBe(404);
    expect((await unlink('no-es-un-id', other.headers)).statusCode).toBe(404);
    expect((await unlink(employee.id, customer.headers)).statusCode).toBe(403);
    expect((await unlink(employee.id)).statusCode).toBe(401);
    const [row] = await t.app.database.db.select().from(accounts).where(eq(accounts.id, employee.id));
    expect(row?.businessId).not.toBeNull();
  });

  it('unlinks and registrations at once never count a place twice (one lock on the company)', async () => {
    const { company, employee } = await companyWithEmployee(1);
    // Five invitations wait (each sent while a place was free, then that place taken back), and the
    // unlink frees the only place at the same moment as the five registrations.
    const emails = Array.from({ length: 5 }, () => uniqueEmail('carrera'));
    const tokens: string[] = [];
    for (const email of emails) {
      await grantKitPlaces(t.app.database.db, company.account.id, 1);
      await t.app.inject({
        method: 'POST',
        url: '/v1/Account/fromBusiness',
        headers: company.headers,
        payload: { accountId: company.account.id, newAccountInfo: { firstName: 'Ana', lastName: 'Paz', email } },
      });
      await grantKitPlaces(t.app.database.db, company.account.id, -1);
      const mail = await lastEmailTo(t.app, email, 'invitation');
      tokens.push(new URL(linkPath(mail!.links, '/createUser?'), 'http://x').searchParams.get('user')!);
    }
    expect(await placesLeft(company.headers)).toBe(0);
    const results = await Promise.all([
      unlink(employee.id, company.headers),
      ...tokens.map((token) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/account/invitations/accept',
          payload: {
            token,
            password: 'clave123',
            profile: { ...validCustomerProfile, firstName: 'Ana', lastName: 'Paz' },
            acceptTerms: true,
            termsVersion: CONSENT_TEXT_VERSION,
          },
        }),
      ),
    ]);
    expect(results[0]!.statusCode).toBe(200);
    const registered = results.slice(1).filter((r) => r.statusCode === 200).length;
    // At most the one place given back; never below zero.
    expect(registered).toBeLessThanOrEqual(1);
    expect(await placesLeft(company.headers)).toBe(1 - registered);
  });
});
