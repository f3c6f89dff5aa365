import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AnalysisStatus, markersByTrait } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { createAnalysis } from '../../db/seed/factories';

/**
 * Issue 41, item 1: an operator's file with 3 markers for a kit was published at once, the customer
 * e-mailed "resultados listos" with 19 of 21 traits empty, and nothing could be fixed. Now: a
 * preview before anything is stored, complete samples published, incomplete ones held (nothing
 * e-mailed) until a file completes them or an operator publishes them, and published ones corrected
 * (scored again, the customer told).
 */
let t: TestApp;
let ops: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await signInAs(t.app, 'Operator');
});
afterAll(async () => {
  await t?.close();
});

/** The demo panel (every marker the engine reads), for another sample. */
const demoRows = readFileSync(path.join(import.meta.dirname, '../../db/seed/demo-genotypes.csv'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('NT-DEMO-0001,'));
const panelRows = (reference: string) => demoRows.map((r) => r.replace('NT-DEMO-0001', reference));
/** A file (strand declared once) with the given rows. */
const file = (...rows: string[]) => ['#hebra=+', ...rows].join('\n');

const send = (url: string, csv: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...ops.headers, 'content-type': 'text/csv' }, payload: csv });

async function sampleInLab() {
  const me = await signInAs(t.app, 'Customer', { firstName: 'Inés' });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  return { me, analysis };
}

const status = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v1/analyses/getDistribution', headers })).json().status;

describe('the lab file', () => {
  it('is previewed first: each sample with the traits it completes and what is missing, nothing stored', async () => {
    const full = await sampleInLab();
    const partial = await sampleInLab();
    const csv = file(...panelRows(full.analysis.referenceId), ...panelRows(partial.analysis.referenceId).slice(0, 3));
    const preview = await send('/v1/ops/lab-imports/preview', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    const [a, b] = preview.json().samples;
    expect(a).toMatchObject({ referenceId: full.analysis.referenceId, kind: 'new', complete: true, missing: [] });
    expect(a.traitsReported).toBe(a.traitsTotal);
    // The demo panel's two failed calls are the lab's final word: reported, listed, not missing.
    expect(a.failedCalls.flatMap((f: { rsids: string[] }) => f.rsids)).toEqual(
      expect.arrayContaining(['rs11558538', 'rs2282679']),
    );
    expect(b).toMatchObject({ referenceId: partial.analysis.referenceId, kind: 'new', markers: 3, complete: false });
    expect(b.traitsReported).toBeLessThan(b.traitsTotal);
    expect(b.missing.length).toBe(b.traitsTotal - b.traitsReported);
    expect(b.missing[0]).toEqual({
      trait: expect.any(String),
      rsids: expect.arrayContaining([expect.stringMatching(/^rs/)]),
    });
    // Nothing stored, nobody e-mailed.
    expect(await status(full.me.headers)).toBe(AnalysisStatus.InLab);
    expect(await lastEmailTo(t.app, full.me.email)).toBeUndefined();
  });

  it('publishes complete samples and holds incomplete ones; a second file completes a held one', async () => {
    const full = await sampleInLab();
    const partial = await sampleInLab();
    const rows = panelRows(partial.analysis.referenceId);
    const first = await send('/v1/ops/lab-imports', file(...panelRows(full.analysis.referenceId), ...rows.slice(0, 4)));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      published: [full.analysis.referenceId],
      held: [partial.analysis.referenceId],
      corrected: [],
    });
    expect(await status(full.me.headers)).toBe(AnalysisStatus.ResultsSent);
    expect(await lastEmailTo(t.app, full.me.email, 'kit-results_ready')).toBeDefined();
    expect(await status(partial.me.headers)).toBe(AnalysisStatus.InLab);
    expect(await lastEmailTo(t.app, partial.me.email, 'kit-results_ready')).toBeUndefined();
    const results = await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers: partial.me.headers });
    expect(results.statusCode).toBe(404);
    // The kits board says it is held.
    const kits = (await t.app.inject({ method: 'GET', url: '/v1/ops/kits', headers: ops.headers })).json();
    expect(kits.find((k: { id: string }) => k.id === partial.analysis.id).resultsHeldAt).toEqual(expect.any(String));

    // The rest of the panel arrives in another file: merged with what it had, complete, published.
    const preview = (await send('/v1/ops/lab-imports/preview', file(...rows.slice(4)))).json();
    expect(preview.samples[0]).toMatchObject({ kind: 'held', complete: true });
    const second = await send('/v1/ops/lab-imports', file(...rows.slice(4)));
    expect(second.json()).toMatchObject({ published: [partial.analysis.referenceId], held: [] });
    expect(await status(partial.me.headers)).toBe(AnalysisStatus.ResultsSent);
    const scored = (
      await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers: partial.me.headers })
    ).json();
    // Every trait but the failed calls' (and magnesium's, which reads no marker) has a result.
    expect(scored.items.filter((i: { score: number | null }) => i.score === null).length).toBeLessThanOrEqual(5);
  });

  it('an operator may publish a held sample as it is; nothing else can be published that way', async () => {
    const partial = await sampleInLab();
    await send('/v1/ops/lab-imports', file(`${partial.analysis.referenceId},rs4988235,GA`));
    const customer = await signInAs(t.app, 'Customer');
    const url = `/v1/ops/kits/${partial.analysis.id}/publish-results`;
    expect((await t.app.inject({ method: 'POST', url, headers: customer.headers })).statusCode).toBe(403);
    const done = await t.app.inject({ method: 'POST', url, headers: ops.headers });
    expect(done.statusCode, done.body).toBe(204);
    expect(await status(partial.me.headers)).toBe(AnalysisStatus.ResultsSent);
    expect(await lastEmailTo(t.app, partial.me.email, 'kit-results_ready')).toBeDefined();
    expect((await t.app.inject({ method: 'POST', url, headers: ops.headers })).statusCode).toBe(409);
  });

  it('corrects a published sample: scored again, the customer e-mailed, audited', async () => {
    const sample = await sampleInLab();
    await send('/v1/ops/lab-imports', file(...panelRows(sample.analysis.referenceId)));
    const before = (
      await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers: sample.me.headers })
    ).json();
    const lactose = (r: { items: Array<{ nutrient: string; score: number | null }> }) =>
      r.items.find((i) => i.nutrient === 'lactose')?.score;
    // The demo panel says GG (lactase non-persistent): the lab corrects it to AA.
    const fixed = await send('/v1/ops/lab-imports', file(`${sample.analysis.referenceId},rs4988235,AA`));
    expect(fixed.json()).toMatchObject({ corrected: [sample.analysis.referenceId], published: [], held: [] });
    const after = (
      await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers: sample.me.headers })
    ).json();
    expect(lactose(after)).not.toBe(lactose(before));
    expect((await lastEmailTo(t.app, sample.me.email, 'kit-results_corrected'))?.subject).toBe(
      'Actualizamos tus resultados NutriTest',
    );
    const audit = (await t.app.inject({ method: 'GET', url: '/v1/ops/audit', headers: ops.headers })).json();
    expect(
      audit.some(
        (e: { action: string; entityId: string }) => e.action === 'lab.correction' && e.entityId === sample.analysis.id,
      ),
    ).toBe(true);
  });

  it('lists the markers each trait needs, as the engine reads them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ops/lab-markers', headers: ops.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { rsids: string[] }) => t.rsids)).toEqual(markersByTrait().map((m) => m.rsids));
    expect(res.json()[0].trait).toEqual(expect.any(String));
  });

  it('docs/lab-import.md lists the same markers for every trait', () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../../../../../docs/lab-import.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| [^|]+ \| `(\w+)` \| ([^|]+) \|$/gm)].map((m) => ({
      nutrient: m[1],
      rsids: m[2]!.trim().startsWith('(') ? [] : m[2]!.trim().split(', '),
    }));
    expect(rows).toEqual(markersByTrait());
  });
});
