import { AnalysisStatus } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
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

/** A customer linked to `nutritionistId` whose sample went through the lab import. */
async function patientWithResults(nutritionistId?: string) {
  const me = await signInAs(t.app, 'Customer', { firstName: 'Rosa', lastName: 'Vidal', nutritionistId });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  const csv = [
    `${analysis.referenceId},rs4988235,CT`,
    `${analysis.referenceId},rs9939609,AA,+`,
    `${analysis.referenceId},rs762551,AC`,
    `${analysis.referenceId},rs1801133,--`,
  ].join('\n');
  await importLab(t.app, csv);
  return { ...me, analysis };
}

describe('GET /v1/Analyses/results', () => {
  it('answers the owner every trait, scored from the imported genotypes, never cached', async () => {
    const me = await patientWithResults();
    const res = await get('/v1/Analyses/results', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.patient).toEqual({ firstName: 'Rosa', lastName: 'Vidal' });
    expect(body.items.length).toBeGreaterThanOrEqual(21);
    const satiety = body.items.find((i: { nutrient: string }) => i.nutrient === 'satiety');
    expect(satiety).toMatchObject({ score: 2, snps: [expect.objectContaining({ genotype: 'AA' })] });
    // Markers the lab did not report never read as low risk.
    expect(
      body.items.some(
        (i: { score: number | null; label: string }) => i.score === null && i.label === 'SIN INFORMACIÓN',
      ),
    ).toBe(true);
    expect(body.missing.length).toBeGreaterThan(0);
  });

  it('says clearly when there are no results yet', async () => {
    const me = await signInAs(t.app, 'Customer');
    await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
    const res = await get('/v1/Analyses/results', me.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tus resultados todavía no están disponibles: el laboratorio aún no los envió.');
  });

  it('is for customers only', async () => {
    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      expect((await get('/v1/Analyses/results', other.headers)).statusCode).toBe(403);
    }
    expect((await get('/v1/Analyses/results')).statusCode).toBe(401);
  });
});

describe('GET /v1/Analyses/patients/result/{id}', () => {
  it('answers the linked nutritionist and operators; refuses everyone else', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await patientWithResults(nutri.account.id);
    const url = `/v1/Analyses/patients/result/${patient.account.id}`;
    expect((await get(url, nutri.headers)).statusCode).toBe(200);
    expect((await get(url, (await signInAs(t.app, 'Operator')).headers)).statusCode).toBe(200);

    const unlinked = await signInAs(t.app, 'Nutritionist');
    expect((await get(url, unlinked.headers)).statusCode).toBe(404);
    const company = await signInAs(t.app, 'Business');
    expect((await get(url, company.headers)).statusCode).toBe(403);
    const otherCustomer = await signInAs(t.app, 'Customer');
    expect((await get(url, otherCustomer.headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('an employee’s company never sees the results', async () => {
    const company = await signInAs(t.app, 'Business');
    const employee = await patientWithResults();
    await t.app.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update accounts set business_id = ${company.account.id} where id = ${employee.account.id}`,
    );
    expect((await get(`/v1/Analyses/patients/result/${employee.account.id}`, company.headers)).statusCode).toBe(403);
  });

  it('unlinking takes effect on the next request', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await patientWithResults(nutri.account.id);
    const url = `/v1/Analyses/patients/result/${patient.account.id}`;
    expect((await get(url, nutri.headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/v1/account/nutritionist', headers: patient.headers });
    expect((await get(url, nutri.headers)).statusCode).toBe(404);
  });
});

describe('who saw my results', () => {
  it('records every read and shows it to the owner', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Inés', lastName: 'Sosa' });
    const patient = await patientWithResults(nutri.account.id);
    await get('/v1/Analyses/results', patient.headers);
    await get(`/v1/Analyses/patients/result/${patient.account.id}`, nutri.headers);
    const log = (await get('/v1/account/results-access', patient.headers)).json();
    expect(log.map((l: { viewer: string; role: string }) => [l.viewer, l.role])).toEqual([
      ['Inés Sosa', 'Nutritionist'],
      ['Vos', 'Customer'],
    ]);
  });
});
