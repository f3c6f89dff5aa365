import { traitCatalogue } from '@nutritest/content';
import { AnalysisStatus } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, enableTotpFor, nextTotpCode, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
import { createAnalysis } from '../../db/seed/factories';

/**
 * APOE (issue 18 item 9): the LDL results come from APOE, which also reveals ε4/ε4 (Alzheimer's
 * risk). They are shown only after the owner's opt-in, in every view (docs/privacy.md, "APOE").
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
const setApoe = (granted: boolean, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: '/v1/account/consents', headers, payload: { kind: 'apoe_results', granted } });

/** An ε4/ε4 customer (plus FTO AA) linked to `nutritionistId`, through the lab import. */
async function e4Carrier(nutritionistId?: string) {
  const me = await signInAs(t.app, 'Customer', { firstName: 'Ana', lastName: 'Suárez', nutritionistId });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  const csv = [
    '#hebra=+',
    `${analysis.referenceId},rs429358,CC`,
    `${analysis.referenceId},rs7412,CC`,
    `${analysis.referenceId},rs9939609,AA`,
  ].join('\n');
  await importLab(t.app, csv);
  return me;
}

const APOE_KEYS = ['ldlCholesterol', 'lipids'];
const apoeLabels = APOE_KEYS.map((k) => traitCatalogue[k as keyof typeof traitCatalogue]?.label).filter(Boolean);

function expectNoApoe(body: string) {
  for (const text of ['rs429358', 'rs7412', ...APOE_KEYS]) expect(body).not.toContain(text);
}
const nutrients = (body: { items: Array<{ nutrient: string }> }) => body.items.map((i) => i.nutrient);

describe('APOE-based results need the owner opt-in', () => {
  it('starts hidden for the owner: results and foods leave APOE out, the rest stays', async () => {
    const me = await e4Carrier();
    const consents = await get('/v1/account/consents', me.headers);
    expect(consents.json().apoeResults).toEqual({ granted: false, textVersion: null, at: null });

    const results = await get('/v1/Analyses/results', me.headers);
    expect(results.statusCode).toBe(200);
    expectNoApoe(results.body);
    expect(nutrients(results.json())).toContain('satiety');

    const foods = await get('/v1/Analyses/foods', me.headers);
    expect(foods.statusCode).toBe(200);
    for (const label of apoeLabels) expect(foods.body).not.toContain(label);
  });

  it('shows them once the owner opts in, and hides them again when revoked', async () => {
    const me = await e4Carrier();
    const granted = await setApoe(true, me.headers);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().apoeResults).toMatchObject({ granted: true });
    expect(granted.json().history[0]).toMatchObject({ kind: 'apoe_results', granted: true });

    const shown = (await get('/v1/Analyses/results', me.headers)).json();
    expect(nutrients(shown)).toEqual(expect.arrayContaining(APOE_KEYS));
    const ldl = shown.items.find((i: { nutrient: string }) => i.nutrient === 'ldlCholesterol');
    expect(ldl).toMatchObject({
      score: 2,
      snps: [
        { rsid: 'rs429358', genotype: 'CC' },
        { rsid: 'rs7412', genotype: 'CC' },
      ],
    });

    expect((await setApoe(false, me.headers)).json().apoeResults).toMatchObject({ granted: false });
    expectNoApoe((await get('/v1/Analyses/results', me.headers)).body);
  });

  it("keeps them out of the linked nutritionist's view unless the patient opted in", async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await e4Carrier(nutri.account.id);
    const url = `/v1/Analyses/patients/result/${patient.account.id}`;
    const foodsUrl = `/v1/Analyses/patients/foods/${patient.account.id}`;

    const hidden = await get(url, nutri.headers);
    expect(hidden.statusCode).toBe(200);
    expectNoApoe(hidden.body);
    expect(nutrients(hidden.json())).toContain('satiety');
    const hiddenFoods = await get(foodsUrl, nutri.headers);
    expect(hiddenFoods.statusCode).toBe(200);
    for (const label of apoeLabels) expect(hiddenFoods.body).not.toContain(label);

    await setApoe(true, patient.headers);
    const shown = await get(url, nutri.headers);
    expect(nutrients(shown.json())).toEqual(expect.arrayContaining(APOE_KEYS));
  });

  it('is a customer decision: other roles cannot set it, a bad kind is refused', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    expect((await setApoe(true, nutri.headers)).statusCode).toBe(403);
    const company = await signInAs(t.app, 'Business');
    expect((await setApoe(true, company.headers)).statusCode).toBe(403);
    expect((await setApoe(true, {})).statusCode).toBe(401);
  });

  it("keeps the owner's export complete (right of access), with a warning while APOE is hidden", async () => {
    const me = await e4Carrier();
    const exportWithStepUp = async () => {
      const secret = await enableTotpFor(t.app, me.account.id);
      const stepUp = await t.app.inject({
        method: 'POST',
        url: '/v1/account/step-up',
        headers: me.headers,
        payload: { code: nextTotpCode(t.app, secret) },
      });
      expect(stepUp.statusCode).toBe(200);
      return get('/v1/account/export', { ...me.headers, 'x-step-up-token': stepUp.json().stepUpToken });
    };
    const res = await exportWithStepUp();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results[0].genotypes).toEqual(expect.arrayContaining([{ rsid: 'rs429358', genotype: 'CC' }]));
    expect(body.results[0].traits.map((i: { nutrient: string }) => i.nutrient)).toContain('ldlCholesterol');
    expect(body.notice).toMatch(/genotipos de APOE.*Alzheimer/);
  });
});
