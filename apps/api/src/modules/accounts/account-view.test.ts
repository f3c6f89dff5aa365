import { AnalysisStatus } from '@nutritest/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { analyses, familyHistories, pathologies } from '../../db/schema';
import { createAccount, uniqueEmail } from '../../db/seed/factories';
import { findAccountView } from './accounts.repository';

// findAccountView answers GET /v1/account (and the sign-in) in one prepared query: these tests pin
// every part of the view for each role, on PGlite and on PostgreSQL (TEST_DATABASE_URL).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

async function namesOf(table: typeof pathologies | typeof familyHistories, ids: number[]) {
  const rows = await db().select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

describe('the account view', () => {
  it('a customer: profile, health lists in id order, the latest analysis and the referer', async () => {
    const nutri = await createAccount(db(), {
      email: uniqueEmail('nutri'),
      role: 'Nutritionist',
      firstName: 'Laura',
      lastName: 'Méndez',
      publicCode: 'LAURA7',
    });
    const me = await createAccount(db(), {
      email: uniqueEmail('cliente'),
      role: 'Customer',
      firstName: 'Ana',
      lastName: 'Suárez',
      birthDate: '1990-04-02',
      height: 165,
      weight: 60,
      gender: 2,
      mobile: '099123456',
      nutritionistId: nutri.id,
      pathologyIds: [6, 1, 3],
      familyHistoryIds: [2],
    });
    const [older] = await db()
      .insert(analyses)
      .values({
        accountId: me.id,
        status: AnalysisStatus.ResultsSent,
        referenceId: `NT-V-${me.id.slice(0, 8)}-1`,
        createdAt: new Date('2026-01-10T10:00:00.123Z'),
        updatedAt: new Date('2026-02-01T09:30:00.456Z'),
      })
      .returning();
    const [latest] = await db()
      .insert(analyses)
      .values({
        accountId: me.id,
        status: AnalysisStatus.Paid,
        referenceId: `NT-V-${me.id.slice(0, 8)}-2`,
        createdAt: new Date('2026-03-05T12:00:00.789Z'),
        updatedAt: new Date('2026-03-06T08:15:00.001Z'),
      })
      .returning();
    expect(older).toBeDefined();

    expect(await findAccountView(db(), me.id)).toEqual({
      id: me.id,
      email: me.email,
      role: 'Customer',
      emailConfirmed: true,
      profile: {
        firstName: 'Ana',
        lastName: 'Suárez',
        birthDate: '1990-04-02',
        height: 165,
        weight: 60,
        gender: 2,
        ethnicity: null,
        mobile: '099123456',
        analysis: {
          id: latest!.id,
          referenceId: latest!.referenceId,
          created: '2026-03-05T12:00:00.789Z',
          lastModified: '2026-03-06T08:15:00.001Z',
          status: AnalysisStatus.Paid,
          // Made without an order (a test row): document 1's `order` is null then.
          order: null,
        },
        pathologies: await namesOf(pathologies, [1, 3, 6]),
        familyHistories: await namesOf(familyHistories, [2]),
      },
      nutritionist: null,
      business: null,
      referer: { publicCode: 'LAURA7', profile: { firstName: 'Laura', lastName: 'Méndez' } },
    });
  });

  it('a customer without analysis, health lists or nutritionist', async () => {
    const me = await createAccount(db(), { email: uniqueEmail('solo'), role: 'Customer', confirmed: false });
    const view = await findAccountView(db(), me.id);
    expect(view).toMatchObject({ emailConfirmed: false, nutritionist: null, business: null, referer: null });
    expect(view!.profile).toMatchObject({ analysis: null, pathologies: [], familyHistories: [], birthDate: null });
  });

  it('a nutritionist has a public code and no referer; a company its details', async () => {
    const nutri = await createAccount(db(), { email: uniqueEmail('n'), role: 'Nutritionist', publicCode: 'CODE42' });
    expect(await findAccountView(db(), nutri.id)).toMatchObject({
      role: 'Nutritionist',
      nutritionist: { publicCode: 'CODE42' },
      business: null,
      referer: null,
    });
    const company = await createAccount(db(), {
      email: uniqueEmail('b'),
      role: 'Business',
      business: {
        name: 'Acme',
        rut: '211234560019',
        businessName: 'Acme SA',
        address: 'Av. 18 de Julio 1',
        phone: '29001234',
      },
    });
    expect(await findAccountView(db(), company.id)).toMatchObject({
      role: 'Business',
      nutritionist: null,
      business: {
        name: 'Acme',
        rut: '211234560019',
        businessName: 'Acme SA',
        address: 'Av. 18 de Julio 1',
        phone: '29001234',
        avatar: null,
      },
      referer: null,
    });
  });

  it('an unknown id answers undefined (404 in the route)', async () => {
    expect(await findAccountView(db(), '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('GET /v1/account answers the same view, and follows edits on the next request', async () => {
    const me = await signInAs(t.app, 'Customer', { firstName: 'Rosa' });
    const first = await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(await findAccountView(db(), me.account.id));
    await db()
      .insert(analyses)
      .values({
        accountId: me.account.id,
        status: AnalysisStatus.Paid,
        referenceId: `NT-V-${me.account.id.slice(0, 8)}`,
      });
    const second = await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers });
    expect(second.json().profile.analysis).toMatchObject({ status: AnalysisStatus.Paid });
    await db().delete(analyses).where(eq(analyses.accountId, me.account.id));
    const third = await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers });
    expect(third.json().profile.analysis).toBeNull();
  });
});
