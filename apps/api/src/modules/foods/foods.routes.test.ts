import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnalysisStatus, foodReasonText, MAX_REASONS } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { importLab } from '../../../test/lab-import';
import { profilePathologies } from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';
import { replaceGenotypes } from '../ops';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
interface Food {
  id: string;
  food: string;
  category: string;
  categoryId: number;
  portion: string;
  score: number;
  reasons: { trait: string | null; property: string; effect: 'limit' | 'prefer' }[];
}

/**
 * A customer (lactase non-persistent GG, slow caffeine CC) whose sample went through the lab import;
 * `pathologyIds` are what they ticked in the Formulario ADN (6 lactose, 7 gluten, 12 histamine).
 */
async function patientWithResults(
  links: { nutritionistId?: string; businessId?: string } = {},
  pathologyIds: number[] = [],
) {
  const me = await signInAs(t.app, 'Customer', { ...links, pathologyIds });
  const analysis = await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
  const csv = [`${analysis.referenceId},rs4988235,GG`, `${analysis.referenceId},rs762551,CC`].join('\n');
  await importLab(t.app, csv);
  return { ...me, analysisId: analysis.id };
}

describe('GET /v1/Analyses/foods', () => {
  it('rates the whole catalogue for the owner, with categories and reasons, never cached', async () => {
    const me = await patientWithResults();
    const res = await get('/v1/Analyses/foods', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { foods: Food[]; categories: Record<string, string>; traits: Record<string, string> };
    expect(body.foods.length).toBeGreaterThanOrEqual(290);
    for (const food of body.foods) {
      expect(body.categories[String(food.categoryId)]).toBe(food.category);
      expect([0, 1, 2, 3]).toContain(food.score);
      expect(food.reasons.length).toBeLessThanOrEqual(MAX_REASONS);
    }
    const milk = body.foods.find((f) => f.food === 'Leche entera');
    // The genetic result alone limits a cup of milk (about 12 g per sitting is tolerated); it does not forbid it.
    expect(milk).toMatchObject({ score: 2, portion: '1 taza (240 ml)' });
    expect(milk?.reasons[0]).toMatchObject({ trait: 'lactoseTolerance', property: 'lactose', effect: 'limit' });
    expect(body.traits.lactoseTolerance).toMatch(/\(tolerancia disminuida\)$/);
    expect(foodReasonText(milk!.reasons[0]!, body.traits)).toMatch(
      /^Aporta lactosa: por tu resultado en .+ \(tolerancia disminuida\) te conviene moderarlo\.$/,
    );
    const caffeinated = body.foods.filter((f) =>
      f.reasons.some((r) => r.trait === 'caffeineSensitivity' && r.effect === 'limit'),
    );
    expect(caffeinated.length).toBeGreaterThan(3);
    expect(caffeinated.every((f) => f.score < 3)).toBe(true);
    for (const oil of ['Aceite de oliva', 'Aceite de canola']) {
      expect(body.foods.find((f) => f.food === oil)?.score, oil).toBeLessThan(3);
    }
  });

  it('rates with the intolerances declared in the Formulario ADN', async () => {
    const me = await patientWithResults({}, [6, 14]);
    const body = (await get('/v1/Analyses/foods', me.headers)).json() as {
      foods: Food[];
      traits: Record<string, string>;
    };
    const byName = new Map(body.foods.map((f) => [f.food, f]));
    // Issue 37: a cup of milk (11.5 g of lactose) is limited, a submarino (14 g) ruled out.
    expect(byName.get('Leche entera')).toMatchObject({ score: 2 });
    expect(byName.get('Submarino')).toMatchObject({ score: 3 });
    expect(byName.get('Leche entera')?.reasons[0]).toEqual({
      trait: null,
      property: 'declared:lactose',
      effect: 'limit',
    });
    expect(foodReasonText(byName.get('Leche entera')!.reasons[0]!, body.traits)).toMatch(/intolerancia a la lactosa/);
    expect(byName.get('Queso colonia')).toMatchObject({ score: 3 });
    expect(byName.get('Yogur entero')?.score).toBeLessThan(3);
    expect(byName.get('Pan flauta')?.score).toBeLessThan(3); // gluten was not declared
  });

  it('says clearly when there are no results yet', async () => {
    const me = await signInAs(t.app, 'Customer');
    await createAnalysis(t.app.database.db, me.account.id, AnalysisStatus.InLab);
    const res = await get('/v1/Analyses/foods', me.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tus resultados todavía no están disponibles: el laboratorio aún no los envió.');
  });

  it('is for customers only', async () => {
    for (const role of ['Nutritionist', 'Business', 'Operator'] as const) {
      const other = await signInAs(t.app, role);
      expect((await get('/v1/Analyses/foods', other.headers)).statusCode).toBe(403);
    }
    expect((await get('/v1/Analyses/foods')).statusCode).toBe(401);
  });
});

describe('GET /v1/Analyses/patients/foods/{id}', () => {
  it('answers the linked nutritionist and operators, and logs the read for the owner', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const patient = await patientWithResults({ nutritionistId: nutri.account.id }, [6]);
    const url = `/v1/Analyses/patients/foods/${patient.account.id}`;
    const seen = await get(url, nutri.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().foods.find((f: Food) => f.food === 'Submarino').score).toBe(3);
    expect((await get(url, (await signInAs(t.app, 'Operator')).headers)).statusCode).toBe(200);
    const log = (await get('/v1/account/results-access', patient.headers)).json() as { role: string }[];
    expect(log.map((l) => l.role)).toEqual(expect.arrayContaining(['Nutritionist', 'Operator']));
  });

  it('refuses an unlinked nutritionist (404), customers, the company and anonymous callers', async () => {
    const company = await signInAs(t.app, 'Business');
    const patient = await patientWithResults({ businessId: company.account.id });
    const url = `/v1/Analyses/patients/foods/${patient.account.id}`;
    expect((await get(url, (await signInAs(t.app, 'Nutritionist')).headers)).statusCode).toBe(404);
    expect((await get(url, company.headers)).statusCode).toBe(403);
    expect((await get(url, patient.headers)).statusCode).toBe(403);
    expect((await get(url, (await signInAs(t.app, 'Customer')).headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    // The caller is refused before the path is validated (issue 17: authorize first).
    expect((await get('/v1/Analyses/patients/foods/not-a-uuid', company.headers)).statusCode).toBe(403);
    const nutritionist = await signInAs(t.app, 'Nutritionist');
    expect((await get('/v1/Analyses/patients/foods/not-a-uuid', nutritionist.headers)).statusCode).toBe(400);
  });
});

describe('the rated catalogue kept per lab import (issue 23)', () => {
  const scoreOf = (body: { foods: Food[] }, name: string) => body.foods.find((f) => f.food === name)?.score;

  it('answers browsers with the same JSON compressed (brotli, or gzip), and logs every read', async () => {
    const me = await patientWithResults();
    const plain = await get('/v1/Analyses/foods', me.headers);
    const zipped = await get('/v1/Analyses/foods', { ...me.headers, 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzipped = await get('/v1/Analyses/foods', { ...me.headers, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Every read is in the owner's log, although none waited for its row to be written.
    const log = (await get('/v1/account/results-access', me.headers)).json() as { role: string }[];
    expect(log.filter((l) => l.role === 'Customer')).toHaveLength(3);
  });

  it('shows a change in the Formulario ADN and a new lab import on the next read', async () => {
    const me = await patientWithResults();
    expect(scoreOf((await get('/v1/Analyses/foods', me.headers)).json(), 'Submarino')).toBe(2);
    // They tick lactose intolerance (pathology 6): the next answer is rated with it.
    await t.app.database.db.insert(profilePathologies).values({ accountId: me.account.id, pathologyId: 6 });
    expect(scoreOf((await get('/v1/Analyses/foods', me.headers)).json(), 'Submarino')).toBe(3);
    await t.app.database.db.delete(profilePathologies).where(eq(profilePathologies.accountId, me.account.id));
    // A new import (lactase persistent now) replaces the cached rating.
    const before = (await get('/v1/Analyses/foods', me.headers)).json() as { traits: Record<string, string> };
    expect(before.traits.lactoseTolerance).toMatch(/disminuida/);
    await replaceGenotypes(
      t.app.database.db,
      me.analysisId,
      [
        { rsid: 'rs4988235', genotype: 'AA' },
        { rsid: 'rs762551', genotype: 'CC' },
      ],
      randomUUID(),
    );
    const after = (await get('/v1/Analyses/foods', me.headers)).json() as {
      foods: Food[];
      traits: Record<string, string>;
    };
    expect(after.traits.lactoseTolerance ?? '').not.toMatch(/disminuida/);
    const milk = after.foods.find((f) => f.food === 'Leche entera');
    expect(milk?.reasons.some((r) => r.trait === 'lactoseTolerance' && r.effect === 'limit')).toBe(false);
  });
});
