import { readFileSync } from 'node:fs';
import { AnalysisStatus, CONSENT_TEXT_VERSION, deletedAccountEmail } from '@nutritest/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  enableTotpFor,
  lastEmailTo,
  linkPath,
  nextTotpCode,
  signInAs,
  type TestApp,
  validCustomerProfile,
} from '../../../test/helpers';
import { insertKitOrder } from '../../../test/kit-order';
import { importLab } from '../../../test/lab-import';
import {
  accounts,
  analyses,
  consents,
  genotypes,
  orders,
  profiles,
  resultsAccessLog,
  trustedDevices,
  twoFactorRecoveryCodes,
} from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers?: Headers) =>
  t.app.inject({ method, url, payload: payload as object, headers });

/** A customer (optionally linked) whose sample went through the lab import. */
async function customerWithResults(nutritionistId?: string) {
  const me = await signInAs(t.app, 'Customer', { firstName: 'Rosa', lastName: 'Vidal', nutritionistId });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  const csv = [`${analysis.referenceId},rs4988235,CT`, `${analysis.referenceId},rs9939609,AA,+`].join('\n');
  await importLab(t.app, csv);
  return { ...me, analysis };
}

/** The session's headers plus a fresh step-up token (the authenticator app's code). */
async function withStepUp(me: { account: { id: string }; headers: Headers; totpSecret?: string | null }) {
  const secret = me.totpSecret ?? (await enableTotpFor(t.app, me.account.id));
  const res = await send('POST', '/v1/account/step-up', { code: nextTotpCode(t.app, secret) }, me.headers);
  expect(res.statusCode).toBe(200);
  return { ...me.headers, 'x-step-up-token': res.json().stepUpToken as string };
}

const customerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  account: { role: 'Customer', email, profile: validCustomerProfile },
  password: 'clave123',
  ...extra,
});

describe('consent at signup', () => {
  it('refuses a registration without the terms box or with an outdated text', async () => {
    const none = await send('POST', '/v1/account', customerBody('sinterminos@test.uy'));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.acceptTerms).toBe('Debés aceptar los términos y condiciones.');

    const old = await send(
      'POST',
      '/v1/account',
      customerBody('viejo@test.uy', { acceptTerms: true, termsVersion: '2020-01' }),
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().fields.termsVersion).toMatch(/se actualizaron/);
  });

  it('records the genetic-data consent with its version, and sharing when a code links a nutritionist', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { publicCode: 'PRIV01' });
    const email = 'conconsent@test.uy';
    const res = await send(
      'POST',
      '/v1/account',
      customerBody(email, {
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
        account: { role: 'Customer', email, profile: validCustomerProfile, referer: { publicCode: 'PRIV01' } },
      }),
    );
    expect(res.statusCode).toBe(201);
    const [account] = await t.app.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account!.nutritionistId).toBe(nutri.account.id);
    const rows = await t.app.database.db.select().from(consents).where(eq(consents.accountId, account!.id));
    expect(rows.map((r) => [r.kind, r.granted, r.textVersion]).sort()).toEqual([
      ['genetic_data', true, CONSENT_TEXT_VERSION],
      ['share_nutritionist', true, CONSENT_TEXT_VERSION],
    ]);
  });

  it('records the terms a company accepts, never a consent to health or genetic data it does not give (issue 41)', async () => {
    const res = await send('POST', '/v1/account', {
      account: {
        role: 'Business',
        email: 'empresa.consent@test.uy',
        business: {
          name: 'Kiosco SA',
          rut: '211234560019',
          businessName: 'Kiosco',
          address: 'x',
          city: 'Montevideo',
          phone: '29001234',
        },
      },
      password: 'clave123',
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    });
    expect(res.statusCode).toBe(201);
    const [account] = await t.app.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'empresa.consent@test.uy'));
    const rows = await t.app.database.db.select().from(consents).where(eq(consents.accountId, account!.id));
    expect(rows).toMatchObject([{ kind: 'terms', granted: true, textVersion: CONSENT_TEXT_VERSION }]);
    // Its consents and its data export say the same.
    const session = await send('POST', '/v1/account/authenticate', {
      email: 'empresa.consent@test.uy',
      password: 'clave123',
    });
    const headers = { authorization: `Bearer ${session.json().jwtToken}` };
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/account/consents', headers })).json();
    expect(mine.geneticData.granted).toBe(false);
    expect(mine.history).toMatchObject([{ kind: 'terms', granted: true }]);
  });
});

describe('migration 0033: the terms of those who gave no health data', () => {
  it('turns what a company or a nutritionist recorded as a genetic-data consent into terms; a customer keeps hers', async () => {
    const db = t.app.database.db;
    const people = await Promise.all(
      (['Business', 'Nutritionist', 'Customer'] as const).map((role) => signInAs(t.app, role)),
    );
    const ids = people.map((p) => p.account.id);
    await db
      .insert(consents)
      .values(
        ids.map((accountId) => ({ accountId, kind: 'genetic_data' as const, granted: true, textVersion: '2026-10' })),
      );
    const file = new URL('../../db/migrations/0033_consents_terms_of_companies.sql', import.meta.url);
    await db.execute(sql.raw(readFileSync(file, 'utf8')));
    const rows = await db.select().from(consents).where(inArray(consents.accountId, ids));
    const kindOf = (id: string) => rows.filter((r) => r.accountId === id).map((r) => r.kind);
    expect(kindOf(ids[0]!)).toEqual(['terms']);
    expect(kindOf(ids[1]!)).toEqual(['terms']);
    expect(kindOf(ids[2]!)).toEqual(['genetic_data']);
  });
});

describe('GET/PUT /v1/account/consents', () => {
  it('lets the customer withdraw and grant again sharing with the nutritionist, effective on the next request', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', {
      firstName: 'Lucía',
      lastName: 'Pérez',
      publicCode: 'SHARE1',
    });
    const patient = await customerWithResults();
    // Linking from the profile grants sharing.
    expect((await send('POST', '/v1/account/nutritionist', { code: 'SHARE1' }, patient.headers)).statusCode).toBe(200);

    const before = await get('/v1/account/consents', patient.headers);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toMatchObject({
      shareNutritionist: { granted: true, legacy: false, textVersion: CONSENT_TEXT_VERSION },
      nutritionist: { firstName: 'Lucía', lastName: 'Pérez' },
    });

    const resultUrl = `/v1/Analyses/patients/result/${patient.account.id}`;
    const foodsUrl = `/v1/Analyses/patients/foods/${patient.account.id}`;
    expect((await get(resultUrl, nutri.headers)).statusCode).toBe(200);

    const off = await send(
      'PUT',
      '/v1/account/consents',
      { kind: 'share_nutritionist', granted: false },
      patient.headers,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().shareNutritionist.granted).toBe(false);
    const refused = await get(resultUrl, nutri.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este paciente no comparte sus resultados con vos en este momento.');
    expect((await get(foodsUrl, nutri.headers)).statusCode).toBe(403);
    const report = await get(`/v1/Analyses/report?patientId=${patient.account.id}`, await withStepUp(nutri));
    expect(report.statusCode).toBe(403);
    // Operators keep access for operations.
    const ops = await signInAs(t.app, 'Operator');
    expect((await get(resultUrl, ops.headers)).statusCode).toBe(200);

    const on = await send(
      'PUT',
      '/v1/account/consents',
      { kind: 'share_nutritionist', granted: true },
      patient.headers,
    );
    expect(on.json().shareNutritionist.granted).toBe(true);
    expect((await get(resultUrl, nutri.headers)).statusCode).toBe(200);
    // Every change is kept: link grant, withdrawal, grant again (newest first).
    const history = on.json().history.filter((h: { kind: string }) => h.kind === 'share_nutritionist');
    expect(history.map((h: { granted: boolean }) => h.granted)).toEqual([true, false, true]);
  });

  it('treats a link made before consents were recorded as shared, and says so', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await customerWithResults(nutri.account.id);
    const res = await get('/v1/account/consents', patient.headers);
    expect(res.json().shareNutritionist).toEqual({ granted: true, legacy: true, textVersion: null, at: null });
    expect((await get(`/v1/Analyses/patients/result/${patient.account.id}`, nutri.headers)).statusCode).toBe(200);
  });

  it('refuses what cannot change here, and other roles', async () => {
    const alone = await signInAs(t.app, 'Customer');
    const genetic = await send('PUT', '/v1/account/consents', { kind: 'genetic_data', granted: false }, alone.headers);
    expect(genetic.statusCode).toBe(400);
    expect(genetic.json().message).toMatch(/Eliminar mi cuenta/);
    const noNutri = await send(
      'PUT',
      '/v1/account/consents',
      { kind: 'share_nutritionist', granted: false },
      alone.headers,
    );
    expect(noNutri.statusCode).toBe(409);
    expect(noNutri.json().message).toBe('No tenés una nutricionista vinculada.');
    const bad = await send('PUT', '/v1/account/consents', { kind: 'marketing', granted: true }, alone.headers);
    expect(bad.statusCode).toBe(400);

    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      expect((await get('/v1/account/consents', other.headers)).statusCode).toBe(200);
      const put = await send(
        'PUT',
        '/v1/account/consents',
        { kind: 'share_nutritionist', granted: true },
        other.headers,
      );
      expect(put.statusCode).toBe(403);
    }
    expect((await get('/v1/account/consents')).statusCode).toBe(401);
    expect((await send('PUT', '/v1/account/consents', { kind: 'share_nutritionist', granted: true })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /v1/account/export', () => {
  it('needs a fresh second factor', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await get('/v1/account/export', me.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('STEP_UP_REQUIRED');
    const other = await signInAs(t.app, 'Customer');
    // Another person's step-up token does not count.
    const foreign = await withStepUp(other);
    expect(
      (await get('/v1/account/export', { ...me.headers, 'x-step-up-token': foreign['x-step-up-token']! })).statusCode,
    ).toBe(403);
    expect((await get('/v1/account/export')).statusCode).toBe(401);
  });

  it('answers everything held about the caller as a JSON download, and logs the export', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lucía', lastName: 'Pérez' });
    const me = await customerWithResults(nutri.account.id);
    await get(`/v1/Analyses/patients/result/${me.account.id}`, nutri.headers);
    const res = await get('/v1/account/export', await withStepUp(me));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="nutritest-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = res.json();
    expect(body.account).toMatchObject({ id: me.account.id, email: me.email, role: 'Customer' });
    expect(body.account.linkedNutritionist).toMatchObject({ firstName: 'Lucía', lastName: 'Pérez' });
    expect(body.profile).toMatchObject({ firstName: 'Rosa', lastName: 'Vidal' });
    expect(body.kits).toEqual([expect.objectContaining({ referenceId: me.analysis.referenceId })]);
    expect(body.results[0].genotypes).toEqual([
      { rsid: 'rs4988235', genotype: 'CT' },
      { rsid: 'rs9939609', genotype: 'AA' },
    ]);
    expect(body.results[0].traits.length).toBeGreaterThan(10);
    // The nutritionist's read and this very export are in the access log.
    expect(body.resultsAccessLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ viewer: 'Lucía Pérez', role: 'Nutritionist' }),
        expect.objectContaining({ viewer: 'Vos', role: 'Customer' }),
      ]),
    );
    // Never a secret: password hash, TOTP secret, card tokens.
    const raw = res.body;
    expect(raw).not.toMatch(/argon2|passwordHash|totpSecret|"token"/);
    const logged = await t.app.database.db
      .select()
      .from(resultsAccessLog)
      .where(eq(resultsAccessLog.ownerId, me.account.id));
    expect(logged.filter((r) => r.viewerId === me.account.id)).toHaveLength(1);
  });

  it('lets every role export its own data', async () => {
    for (const role of ['Nutritionist', 'Business'] as const) {
      const other = await signInAs(t.app, role);
      const res = await get('/v1/account/export', await withStepUp(other));
      expect(res.statusCode).toBe(200);
      expect(res.json().account.role).toBe(role);
      expect(res.json().results).toEqual([]);
    }
  });
});

describe('account deletion', () => {
  it('is self-service for customers only, after the password', async () => {
    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      const res = await send('POST', '/v1/account/deletion', { password: other.password }, other.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/escribinos a soporte/);
    }
    expect((await send('POST', '/v1/account/deletion', { password: 'x' })).statusCode).toBe(401);
    const me = await signInAs(t.app, 'Customer');
    const wrong = await send('POST', '/v1/account/deletion', { password: 'otra1234' }, me.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe('La contraseña no es correcta.');
    expect(await lastEmailTo(t.app, me.email, 'delete-account')).toBeUndefined();
  });

  it('deletes the account and genetic data through the e-mailed link, keeping anonymised accounting', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const me = await customerWithResults(nutri.account.id);
    const db = t.app.database.db;
    const order = await insertKitOrder(db, {
      accountId: me.account.id,
      unitCents: 15000,
      status: 'paid',
      idempotencyKey: 'privacy-test',
      paidAt: new Date(),
    });
    // A browser the account trusted and a recovery code: no trace of either may stay.
    await db.insert(trustedDevices).values({ accountId: me.account.id, tokenHash: 'privacy-test-device' });
    await db.insert(twoFactorRecoveryCodes).values({ accountId: me.account.id, codeHash: 'privacy-test-code' });

    const requested = await send('POST', '/v1/account/deletion', { password: me.password }, me.headers);
    expect(requested.statusCode).toBe(202);
    const mail = await lastEmailTo(t.app, me.email, 'delete-account');
    expect(mail).toBeDefined();
    const data = new URL(linkPath(mail!.links, '/eliminar-cuenta'), 'http://x').searchParams.get('data')!;
    // Nothing happens until the link is confirmed.
    expect((await get('/v1/account', me.headers)).statusCode).toBe(200);

    const done = await send('POST', '/v1/account/deletion/confirm', { data });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/fue eliminada/);

    // Every session died; the old e-mail signs in like an unknown one.
    expect((await get('/v1/account', me.headers)).statusCode).toBe(401);
    const signIn = await send('POST', '/v1/account/authenticate', { email: me.email, password: me.password });
    const unknown = await send('POST', '/v1/account/authenticate', { email: 'nadie@test.uy', password: me.password });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual(unknown.json());

    const [row] = await db.select().from(accounts).where(eq(accounts.id, me.account.id));
    expect(row).toMatchObject({ email: deletedAccountEmail(me.account.id), nutritionistId: null });
    expect(row!.deletedAt).not.toBeNull();
    const [profile] = await db.select().from(profiles).where(eq(profiles.accountId, me.account.id));
    expect(profile).toMatchObject({ firstName: 'Cuenta', lastName: 'eliminada', birthDate: null, mobile: null });
    expect(await db.select().from(analyses).where(eq(analyses.accountId, me.account.id))).toEqual([]);
    expect(await db.select().from(genotypes).where(eq(genotypes.analysisId, me.analysis.id))).toEqual([]);
    expect(await db.select().from(consents).where(eq(consents.accountId, me.account.id))).toEqual([]);
    expect(await db.select().from(resultsAccessLog).where(eq(resultsAccessLog.ownerId, me.account.id))).toEqual([]);
    expect(await db.select().from(trustedDevices).where(eq(trustedDevices.accountId, me.account.id))).toEqual([]);
    expect(
      await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, me.account.id)),
    ).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ accountId: me.account.id, totalCents: 15000, status: 'paid' });
    // The nutritionist no longer sees the person.
    expect((await get(`/v1/Analyses/patients/result/${me.account.id}`, nutri.headers)).statusCode).toBe(404);

    // The link worked once; the e-mail can register again.
    expect((await send('POST', '/v1/account/deletion/confirm', { data })).statusCode).toBe(400);
    const again = await send(
      'POST',
      '/v1/account',
      customerBody(me.email, { acceptTerms: true, termsVersion: CONSENT_TEXT_VERSION }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('refuses a made-up link', async () => {
    const res = await send('POST', '/v1/account/deletion/confirm', {
      data: '00000000-0000-4000-8000-000000000000.abcdefghijkl',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no es válido/);
    expect((await send('POST', '/v1/account/deletion/confirm', { data: 'corto' })).statusCode).toBe(400);
  });
});
