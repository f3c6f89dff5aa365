import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnalysisStatus } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
import { genotypes, resultsAccessLog } from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';
import { replaceGenotypes } from '../ops';
import { accessLogWriterFor } from './access-log-writer';
import { createResultsService } from './results.service';

// The scored results are cached per analysis and lab import; the owner's own page views are
// logged once per window, everyone else's reads every time.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const db = () => t.app.database.db;

async function patientWithResults(opts: { nutritionistId?: string; firstName?: string } = {}) {
  const me = await signInAs(t.app, 'Customer', { firstName: opts.firstName ?? 'Rosa', lastName: 'Vidal', ...opts });
  const analysis = await createAnalysis(db(), me.account.id, AnalysisStatus.InLab);
  const csv = [`${analysis.referenceId},rs4988235,CT`, `${analysis.referenceId},rs9939609,AA,+`].join('\n');
  await importLab(t.app, csv);
  return { ...me, analysis };
}

const satietyOf = (body: { items: Array<{ nutrient: string; snps: Array<{ rsid: string; genotype: string }> }> }) =>
  body.items.find((i) => i.nutrient === 'satiety')!;

async function ownerLog(ownerId: string) {
  // Reads are logged beside the answer (access-log-writer.ts): what this process recorded goes in first.
  await accessLogWriterFor(db()).flush();
  return db()
    .select({ viewerId: resultsAccessLog.viewerId, role: resultsAccessLog.viewerRole })
    .from(resultsAccessLog)
    .where(eq(resultsAccessLog.ownerId, ownerId));
}

describe('scored results cache', () => {
  it('serves the same answer again, and a re-import on the next read', async () => {
    const me = await patientWithResults();
    const first = await get('/v1/Analyses/results', me.headers);
    expect(first.statusCode).toBe(200);
    expect(satietyOf(first.json()).snps).toEqual([expect.objectContaining({ rsid: 'rs9939609', genotype: 'AA' })]);
    const again = await get('/v1/Analyses/results', me.headers);
    expect(again.json()).toEqual(first.json());

    // A new lab import replaces every genotype under a new import id.
    await replaceGenotypes(db(), me.analysis.id, [{ rsid: 'rs9939609', genotype: 'TT' }], randomUUID());
    const reimported = await get('/v1/Analyses/results', me.headers);
    expect(reimported.statusCode).toBe(200);
    expect(satietyOf(reimported.json()).snps).toEqual([expect.objectContaining({ genotype: 'TT' })]);
    // rs4988235 was not in the new import: its trait has no information now.
    const lactose = reimported
      .json()
      .items.find((i: { snps: Array<{ rsid: string }> }) => i.snps.some((s) => s.rsid === 'rs4988235'));
    expect(lactose.score).toBeNull();
  });

  it('erased genotypes answer "not yet" although the scoring was cached', async () => {
    const me = await patientWithResults();
    expect((await get('/v1/Analyses/results', me.headers)).statusCode).toBe(200);
    await db().delete(genotypes).where(eq(genotypes.analysisId, me.analysis.id));
    const res = await get('/v1/Analyses/results', me.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tus resultados todavía no están disponibles: el laboratorio aún no los envió.');
  });

  it('a customer without any analysis gets "not yet"', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await get('/v1/Analyses/results', me.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tus resultados todavía no están disponibles: el laboratorio aún no los envió.');
  });

  it('a newer analysis without results hides the older results', async () => {
    const me = await patientWithResults();
    expect((await get('/v1/Analyses/results', me.headers)).statusCode).toBe(200);
    await createAnalysis(db(), me.account.id, AnalysisStatus.Paid);
    expect((await get('/v1/Analyses/results', me.headers)).statusCode).toBe(404);
  });

  it('a cache of one entry still answers each patient their own results', async () => {
    const service = createResultsService(db(), { cacheSize: 1 });
    const a = await patientWithResults({ firstName: 'Ana' });
    const b = await patientWithResults({ firstName: 'Bea' });
    await replaceGenotypes(db(), b.analysis.id, [{ rsid: 'rs9939609', genotype: 'TT' }], randomUUID());
    const user = (p: typeof a) => ({ id: p.account.id, role: 'Customer' as const, jti: 'x', exp: 0 });
    for (let i = 0; i < 2; i++) {
      const ra = await service.ownResults(user(a));
      const rb = await service.ownResults(user(b));
      expect([ra.patient.firstName, ra.analysisId, satietyOf(ra).snps[0]!.genotype]).toEqual([
        'Ana',
        a.analysis.id,
        'AA',
      ]);
      expect([rb.patient.firstName, rb.analysisId, satietyOf(rb).snps[0]!.genotype]).toEqual([
        'Bea',
        b.analysis.id,
        'TT',
      ]);
    }
    // Shared between requests, so frozen.
    const cached = await service.ownResults(user(a));
    expect(Object.isFrozen(cached.items)).toBe(true);
    expect(Object.isFrozen(cached.items[0])).toBe(true);
  });
});

describe('the access log under repeated reads', () => {
  it('the owner’s page views once per window; the nutritionist’s and the owner’s foods every time', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const me = await patientWithResults({ nutritionistId: nutri.account.id });
    for (let i = 0; i < 3; i++) expect((await get('/v1/Analyses/results', me.headers)).statusCode).toBe(200);
    const url = `/v1/Analyses/patients/result/${me.account.id}`;
    for (let i = 0; i < 2; i++) expect((await get(url, nutri.headers)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await get('/v1/Analyses/foods', me.headers)).statusCode).toBe(200);

    const rows = await ownerLog(me.account.id);
    const own = rows.filter((r) => r.viewerId === me.account.id);
    const byNutri = rows.filter((r) => r.viewerId === nutri.account.id);
    // 1 page view (the next two fall in the window) + 2 foods reads.
    expect(own).toHaveLength(3);
    expect(byNutri).toHaveLength(2);

    const shown = (await get('/v1/account/results-access', me.headers)).json() as Array<{ viewer: string }>;
    expect(shown.filter((l) => l.viewer === 'Vos')).toHaveLength(3);
  });

  it('a failed read logs nothing', async () => {
    const me = await signInAs(t.app, 'Customer');
    await createAnalysis(db(), me.account.id, AnalysisStatus.InLab);
    expect((await get('/v1/Analyses/results', me.headers)).statusCode).toBe(404);
    expect(await db().select().from(resultsAccessLog).where(eq(resultsAccessLog.ownerId, me.account.id))).toEqual([]);
  });
});

describe('compression of the answers', () => {
  it('brotli for browsers, gzip for gzip-only clients, none when not asked, refused or small', async () => {
    const me = await patientWithResults();
    const plain = await get('/v1/Analyses/results', me.headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const browser = await get('/v1/Analyses/results', { ...me.headers, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(plain.json());
    const gzipOnly = await get('/v1/Analyses/results', { ...me.headers, 'accept-encoding': 'gzip, deflate' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString())).toEqual(plain.json());
    // A coding the client refuses (q=0) is not used.
    const noBr = await get('/v1/Analyses/results', { ...me.headers, 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const neither = await get('/v1/Analyses/results', { ...me.headers, 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.json()).toEqual(plain.json());
    // The account view (under 2 kB) goes as is.
    const small = await get('/v1/account', { ...me.headers, 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
