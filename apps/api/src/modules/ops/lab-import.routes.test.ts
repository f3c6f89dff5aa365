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

async function importCsv(csv: string) {
  const ops = await signInAs(t.app, 'Operator');
  return t.app.inject({
    method: 'POST',
    url: '/v1/ops/lab-imports',
    headers: { ...ops.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
}

describe('POST /v1/ops/lab-imports: the strand', () => {
  it('refuses a file with a palindromic SNP and no declared strand, row by row, importing nothing', async () => {
    const me = await signInAs(t.app, 'Customer');
    const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
    const res = await importCsv(`${analysis.referenceId},rs4988235,CT\n${analysis.referenceId},rs12934922,AT\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no se importó nada/);
    expect(res.json().fields['row.2']).toMatch(/rs12934922 \(BCO1 \(BCMO1\)\) es palindrómico/);
    expect(res.json().fields['row.1']).toBeUndefined();
  });

  it('stores a reverse-strand file on the forward strand', async () => {
    const me = await signInAs(t.app, 'Customer');
    const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
    // One marker is not a whole panel: held, then published as it is (test/lab-import.ts).
    await importLab(t.app, `#hebra=-\n${analysis.referenceId},rs9939609,TT\n`);
    const results = await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers: me.headers });
    const satiety = results.json().items.find((i: { nutrient: string }) => i.nutrient === 'satiety');
    // TT on the reverse strand is AA on the forward: two risk alleles.
    expect(satiety).toMatchObject({ score: 2, snps: [{ rsid: 'rs9939609', genotype: 'AA' }] });
  });
});
