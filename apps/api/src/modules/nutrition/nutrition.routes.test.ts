import { randomUUID } from 'node:crypto';
import { AnalysisStatus, noGenetics } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { analyses, genotypes, profilePathologies } from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const url = '/v1/account/nutrition-profile';
const get = (headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const put = (payload: Record<string, unknown>, headers?: Headers) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

// Woman, 60 kg, 165 cm, 40 years, lose fat, light exercise: BMR 1341, 1341 × 1.375 − 250 = 1593.9
const input = { sex: 1, goals: 0, actualExcercise: 1, weight: 60, height: 165, age: 40 };

describe('the nutrition profile', () => {
  it('is null until the form is sent; then the server computes and keeps it, never cached', async () => {
    const me = await signInAs(t.app, 'Customer');
    const empty = await get(me.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ profile: null, genetics: noGenetics });

    const saved = await put(input, me.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email: me.email,
      bmr: 1341,
      recommendedCaloriesPerDay: 1594,
      imc: 22.04,
      recommendedDailyWater: 2.14,
      selectedDiet: 'equilibrada',
      firstTimeDashboard: false,
      computedCaloriesPerDay: null,
    });
    expect((await get(me.headers)).json().profile).toEqual(saved.json());
  });

  it('recomputes every figure itself: a diet change, and figures sent by the client are ignored', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await put(
      { ...input, selectedDiet: 'mediterranea', bmr: 99999, recommendedCaloriesPerDay: 1 },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    // 1594 kcal, Mediterranean 45 / 25 / 30: carbs 179.3 g, proteins 99.6 g, fats 53.1 g
    expect(res.json()).toMatchObject({
      bmr: 1341,
      recommendedCaloriesPerDay: 1594,
      selectedDiet: 'mediterranea',
      recommendedDailyCarbos: 179,
      recommendedDailyProteins: 100,
      recommendedDailyFats: 53,
    });
    // Issue 37: keto is not offered under its name: the server computes the balanced diet.
    const keto = await put({ ...input, selectedDiet: 'cetogenica' }, me.headers);
    expect(keto.json()).toMatchObject({ selectedDiet: 'equilibrada' });
  });

  it('with pregnancy declared in the Formulario ADN: refuses losing fat, no deficit, more water, a note (issue 37)', async () => {
    const me = await signInAs(t.app, 'Customer');
    await t.app.database.db.insert(profilePathologies).values({ accountId: me.account.id, pathologyId: 15 });
    const refused = await put(input, me.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields?.goals ?? refused.json().errors?.goals).toMatch(/embarazo o lactancia/);
    const saved = await put({ ...input, goals: 1 }, me.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pregnancy: 'pregnant', notes: ['pregnancy'], recommendedDailyWater: 2.14 });
    expect((await get(me.headers)).json().profile).toMatchObject({ pregnancy: 'pregnant' });
  });

  it('bounds protein by body weight: "Alta en proteínas" for a very active 70 kg man is 140 g, not 400', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await put(
      { sex: 0, goals: 2, actualExcercise: 4, weight: 70, height: 175, age: 30, selectedDiet: 'alta-en-proteinas' },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().recommendedDailyProteins).toBe(140);
  });

  it('does not take a weight-loss goal with a BMI under 18.5, and says why', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await put({ ...input, weight: 45, height: 170 }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.goals).toMatch(/IMC menor a 18,5.*no te proponemos bajar de peso/);
    expect((await put({ ...input, weight: 45, height: 170, goals: 1 }, me.headers)).statusCode).toBe(200);
  });

  it('keeps the floor and says what the formula gave', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await put({ sex: 1, goals: 0, actualExcercise: 0, weight: 45, height: 150, age: 70 }, me.headers);
    expect(res.json()).toMatchObject({ recommendedCaloriesPerDay: 1200, computedCaloriesPerDay: 981 });
  });

  it('refuses impossible values with Spanish messages per field', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await put({ ...input, weight: 3, height: 500, age: 10, selectedDiet: 'paleo' }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      weight: 'Ingresá un peso entre 30 y 300 kg',
      height: 'Ingresá una altura entre 120 y 230 cm',
      age: 'El cálculo es para mayores de 18 años',
      selectedDiet: 'Elegí una de las dietas de la lista',
    });
    expect((await get(me.headers)).json().profile).toBeNull();
  });

  it('before results: no genetic adjustment; once the results are sent, the saturated-fat trait applies (issue 22)', async () => {
    const db = t.app.database.db;
    const me = await signInAs(t.app, 'Customer');
    await put(input, me.headers);
    // A kit bought, the sample in the lab: the calculator works, with no genetic adjustment.
    const analysis = await createAnalysis(db, me.account.id, AnalysisStatus.InLab);
    const waiting = (await get(me.headers)).json();
    expect(waiting.genetics).toEqual({ hasResults: false, saturatedFatSensitive: false });
    expect(waiting.profile).toMatchObject({ recommendedCaloriesPerDay: 1594 });
    // Genotypes imported but not sent yet: still none.
    const importId = randomUUID();
    await db.insert(genotypes).values({ analysisId: analysis.id, rsid: 'rs5082', genotype: 'CC', importId });
    expect((await get(me.headers)).json().genetics.hasResults).toBe(false);
    // Sent: APOA2 −265CC (weight sensitive to saturated fat) → the lower limit applies.
    await db.update(analyses).set({ status: AnalysisStatus.ResultsSent }).where(eq(analyses.id, analysis.id));
    expect((await get(me.headers)).json().genetics).toEqual({ hasResults: true, saturatedFatSensitive: true });
    await db.update(genotypes).set({ genotype: 'TC' }).where(eq(genotypes.analysisId, analysis.id));
    expect((await get(me.headers)).json().genetics).toEqual({ hasResults: true, saturatedFatSensitive: false });
  });

  it('belongs to its customer only: other roles are refused, anonymous callers too', async () => {
    const me = await signInAs(t.app, 'Customer');
    await put(input, me.headers);
    const other = await signInAs(t.app, 'Customer');
    expect((await get(other.headers)).json()).toEqual({ profile: null, genetics: noGenetics });
    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const someone = await signInAs(t.app, role);
      expect((await get(someone.headers)).statusCode).toBe(403);
      expect((await put(input, someone.headers)).statusCode).toBe(403);
    }
    expect((await get()).statusCode).toBe(401);
    expect((await put(input)).statusCode).toBe(401);
  });
});
