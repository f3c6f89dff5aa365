import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { DEMO_PASSWORD } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: 'true' });
});
afterAll(async () => {
  await t?.close();
});

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/account/authenticate',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().jwtToken}` };
}
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('the demo data', () => {
  it('gives the demo customer results and foods', async () => {
    const h = await signIn('cliente@demo.uy');
    expect((await get('/v1/Analyses/results', h)).statusCode).toBe(200);
    const foods = (await get('/v1/Analyses/foods', h)).json();
    // Lactose intolerance declared: a cup of milk (11.5 g) is limited, a submarino (14 g) ruled out (issue 37).
    expect(foods.foods.find((f: { food: string }) => f.food === 'Leche entera').score).toBe(2);
    expect(foods.foods.find((f: { food: string }) => f.food === 'Submarino').score).toBe(3);
  });

  it('gives the nutritionist three patients, commissions and last month’s payout statement', async () => {
    const h = await signIn('nutri@demo.uy');
    const patients = (await get('/v1/account/patients', h)).json();
    expect(patients).toHaveLength(3);
    const statements = (await get('/v1/payouts', h)).json();
    expect(statements).toEqual([expect.objectContaining({ status: 'pending', totalCents: 9_960, lines: 2 })]);
  });

  it('gives the company its places and two employees', async () => {
    const h = await signIn('empresa@demo.uy');
    expect((await get('/v1/account/kitsavailable', h)).json()).toBe(8);
    expect((await get('/v1/account/employees', h)).json()).toHaveLength(2);
  });
});
