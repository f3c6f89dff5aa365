import { randomUUID } from 'node:crypto';
import { addDays, mondayOf, montevideoDate } from '@nutritest/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { seedDemoMenu } from '../../db/seed/meals-menu';

let t: TestApp;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
  ops = (await signInAs(t.app, 'Operator')).headers;
});
afterAll(async () => {
  await t?.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers = ops,
) => t.app.inject({ method, url, payload, headers });

const farMonday = () => addDays(mondayOf(montevideoDate(new Date())), 35);

describe('operations: the weekly menu', () => {
  it('creates a week (a Monday, once), adds, edits and removes meals', async () => {
    const notMonday = await inject('POST', '/v1/ops/meals/weeks', { weekstart: addDays(farMonday(), 1) });
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().fields.weekstart).toBe('La semana empieza un lunes.');
    const week = await inject('POST', '/v1/ops/meals/weeks', { weekstart: farMonday() });
    expect(week.statusCode).toBe(201);
    expect(week.json()).toMatchObject({ weekstart: farMonday(), weekend: addDays(farMonday(), 6), meals: [] });
    expect((await inject('POST', '/v1/ops/meals/weeks', { weekstart: farMonday() })).statusCode).toBe(409);
    const weekId = week.json().weekId as string;

    const meal = {
      weekId,
      title: 'Zapallitos rellenos',
      subtitle: '(vegetariano)',
      photo: null,
      calories: null,
      kitchenId: 2,
      availableDay: 7,
      foodIds: ['zapallito', 'ricota'],
    };
    const unknown = await inject('POST', '/v1/ops/meals', { ...meal, foodIds: ['zapallito', 'unobtainium'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.foodIds).toBe('No están en el catálogo: unobtainium');
    const created = await inject('POST', '/v1/ops/meals', meal);
    expect(created.statusCode).toBe(201);
    const mealId = created.json().mealId as string;
    const edited = await inject('PUT', `/v1/ops/meals/${mealId}`, {
      ...meal,
      title: 'Zapallitos rellenos con ricota',
      calories: 430,
      kitchenId: 1,
      availableDay: 3,
    });
    expect(edited.json()).toMatchObject({
      title: 'Zapallitos rellenos con ricota',
      calories: 430,
      kitchenId: 1,
      availableDay: 3,
      active: true,
    });
    const listed = (await inject('GET', '/v1/ops/meals/weeks')).json() as Array<{ weekId: string; meals: unknown[] }>;
    expect(listed.find((w) => w.weekId === weekId)?.meals).toHaveLength(1);
    expect((await inject('DELETE', `/v1/ops/meals/${mealId}`)).json()).toEqual({ result: 'deleted' });
    expect((await inject('DELETE', `/v1/ops/meals/weeks/${weekId}`)).statusCode).toBe(204);
  });

  it('stores a meal photo as an 800×600 WebP; refuses what is not an image', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#88aa55' } })
      .png()
      .toBuffer();
    const boundary = '----nutritest';
    const body = (name: string, type: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { ...ops, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/ops/uploads/meal-photo',
      headers,
      payload: body('plato.png', 'image/png', png),
    });
    expect(ok.statusCode).toBe(201);
    const url = ok.json().url as string;
    expect(url).toMatch(/^\/uploads\/meals\/[a-z0-9-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    const fake = await t.app.inject({
      method: 'POST',
      url: '/v1/ops/uploads/meal-photo',
      headers,
      payload: body('plato.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    });
    expect(fake.statusCode).toBe(400);
    const customer = await signInAs(t.app, 'Customer');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/ops/uploads/meal-photo',
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body('plato.png', 'image/png', png),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('operations: prices and zone costs', () => {
  it('changes the meal price and a zone cost, which the public prices answer at once', async () => {
    const current = (await inject('GET', '/v1/ops/meals/prices')).json();
    expect(current.map((p: { code: string }) => p.code)).toEqual(['MEAL_UNIT', 'MVD_A', 'MVD_B', 'CAN_A', 'CAN_B']);
    const bad = await inject('PUT', '/v1/ops/meals/prices', {
      MEAL_UNIT: 0,
      MVD_A: 7000,
      MVD_B: 9000,
      CAN_A: 7000,
      CAN_B: 12000,
    });
    expect(bad.json().fields.MEAL_UNIT).toBe('El precio por plato debe ser mayor a 0.');
    await inject('PUT', '/v1/ops/meals/prices', {
      MEAL_UNIT: 41_000,
      MVD_A: 7500,
      MVD_B: 9000,
      CAN_A: 7000,
      CAN_B: 12000,
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/meal/prices' })).json()).toEqual([75, 90, 70, 120, 410]);
    await inject('PUT', '/v1/ops/meals/prices', {
      MEAL_UNIT: 39_000,
      MVD_A: 7000,
      MVD_B: 9000,
      CAN_A: 7000,
      CAN_B: 12000,
    });
  });
});

describe('operations: the kitchen and delivery sheet', () => {
  it('lists the paid orders of a delivery day by zone, with salt/carb options and comments', async () => {
    const weeks = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json();
    const week = weeks.find(
      (w: { weekstart: string }) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14),
    );
    const meal = week.mealsList.find(
      (m: { kitchenId: number; availableDay: number }) => m.kitchenId === 2 && m.availableDay === 7,
    );
    const tuesday = addDays(week.weekstart, 1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/order/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        orderObject: [
          {
            weekId: week.weekId,
            weekstart: week.weekstart,
            weekend: week.weekend,
            days: [{ day: 2, date: tuesday, meals: [{ mealId: meal.mealId, title: meal.title, quantity: 2 }] }],
          },
        ],
        userObject: {
          name: 'Bruno Díaz',
          email: 'bruno@test.uy',
          phone: '099555111',
          department: 'Montevideo',
          neighborhood: 'Pocitos',
          address: 'Benito Blanco 800',
          from: '09:00',
          until: '12:00',
          saltOption: 'sin-sal',
          carboOption: 'sin-carbo',
          comments: 'Timbre 3B',
        },
      },
    });
    const { orderId, accessKey } = created.json();
    const pref = (
      await t.app.inject({ method: 'POST', url: '/v1/payment/create_preference', payload: { orderId, accessKey } })
    ).json();
    await t.app.inject({ method: 'POST', url: new URL(pref.checkoutUrl).pathname, payload: { outcome: 'approved' } });

    const sheet = (await inject('GET', `/v1/ops/meals/kitchen-sheet?date=${tuesday}`)).json();
    expect(sheet.totals).toEqual([{ title: meal.title, quantity: 2 }]);
    expect(sheet.zones).toEqual([
      {
        tier: 'MVD_A',
        label: 'Montevideo, zona 1',
        orders: [
          expect.objectContaining({
            orderId,
            name: 'Bruno Díaz',
            address: 'Benito Blanco 800',
            from: '09:00',
            until: '12:00',
            saltOption: 'sin-sal',
            carboOption: 'sin-carbo',
            comments: 'Timbre 3B',
            items: [{ title: meal.title, quantity: 2 }],
          }),
        ],
      },
    ]);
    // An ordered meal is only taken off the menu, never deleted.
    expect((await inject('DELETE', `/v1/ops/meals/${meal.mealId}`)).json()).toEqual({ result: 'deactivated' });
  });

  it('is for operators only', async () => {
    for (const role of ['Customer', 'Nutritionist', 'Business'] as const) {
      const someone = (await signInAs(t.app, role)).headers;
      for (const url of [
        '/v1/ops/meals/weeks',
        '/v1/ops/meals/prices',
        `/v1/ops/meals/kitchen-sheet?date=${farMonday()}`,
      ]) {
        expect((await inject('GET', url, undefined, someone)).statusCode).toBe(403);
      }
      expect((await inject('POST', '/v1/ops/meals/weeks', { weekstart: farMonday() }, someone)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/v1/ops/meals/weeks', undefined, {})).statusCode).toBe(401);
  });
});
