import { mealsTexts } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { sendMealOrder } from '../../../test/meal-order';
import { coupons } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

/**
 * One coupon rule for every kind of sale (issue 39): POST /v1/coupon/checkCoupon, POST
 * /v1/coupon/validate and the order itself answer the same about one coupon and one buyer. Before,
 * the meals checks ignored the per-account limit (meals orders never counted a use per account) and
 * refused a coupon without a category that the kit check accepted, so the two endpoints disagreed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
  await t.app.database.db.insert(coupons).values([
    { code: 'UNAVEZ', kind: 'percent', value: 20, category: 'meals', maxUsesPerAccount: 1 },
    { code: 'TODO10', kind: 'percent', value: 10 },
    { code: 'SOLOKITS', kind: 'percent', value: 10, category: 'kits' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
let client = 0;
const order = (couponCode: string, email: string, headers: Headers = {}) =>
  sendMealOrder(t.app, {
    buyer: { email },
    days: [{ offset: 1, quantity: 1 }],
    couponCode,
    headers,
    remoteAddress: `10.39.0.${++client}`,
  });
const check = (code: string, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/coupon/checkCoupon',
    headers,
    payload: { code, category: 'meals', quantity: 1 },
  });
const validate = (code: string, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/coupon/validate',
    headers,
    remoteAddress: `10.39.1.${++client}`,
    payload: { code, category: 'meals' },
  });

describe('a meals coupon limited to one use per buyer', () => {
  it('once used by an account: both checks and a new order refuse it for that account, its e-mail as a guest too', async () => {
    const me = await signInAs(t.app, 'Customer');
    expect((await check('UNAVEZ', me.headers)).json()).toEqual([true, 0]);
    expect((await validate('UNAVEZ', me.headers)).statusCode).toBe(200);

    const first = await order('UNAVEZ', me.email, me.headers);
    expect(first.statusCode, first.body).toBe(200);

    expect((await check('UNAVEZ', me.headers)).json()).toEqual([false, 0]);
    const refused = await validate('UNAVEZ', me.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: mealsTexts.couponNotFound,
      fields: { couponCode: mealsTexts.couponNotFound },
    });
    const again = await order('UNAVEZ', me.email, me.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ couponCode: mealsTexts.couponNotFound });
    // The same person ordering as a guest with the same e-mail is the same buyer.
    expect((await order('UNAVEZ', me.email)).statusCode).toBe(400);

    // Someone else still may.
    const other = await signInAs(t.app, 'Customer');
    expect((await check('UNAVEZ', other.headers)).json()).toEqual([true, 0]);
    expect((await validate('UNAVEZ', other.headers)).statusCode).toBe(200);
    expect((await order('UNAVEZ', other.email, other.headers)).statusCode).toBe(200);
  });

  it('a cancelled unpaid order gives its use back to the buyer', async () => {
    const me = await signInAs(t.app, 'Customer');
    const made = (await order('UNAVEZ', me.email, me.headers)).json() as { orderId: string; accessKey: string };
    expect((await check('UNAVEZ', me.headers)).json()).toEqual([false, 0]);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/v1/order/orders/${made.orderId}?accessKey=${made.accessKey}`,
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await check('UNAVEZ', me.headers)).json()).toEqual([true, 0]);
    expect((await order('UNAVEZ', me.email, me.headers)).statusCode).toBe(200);
  });
});

describe('a coupon without a category', () => {
  it('is good for meals on every check, like for kits; a kits coupon is refused on every check', async () => {
    const me = await signInAs(t.app, 'Customer');
    expect((await check('TODO10', me.headers)).json()).toEqual([true, 0]);
    expect((await validate('TODO10')).json()).toMatchObject({ discount: 10, type: 'percent' });
    expect((await order('TODO10', 'todo10@test.uy')).statusCode).toBe(200);

    expect((await check('SOLOKITS', me.headers)).json()).toEqual([false, 0]);
    expect((await validate('SOLOKITS')).json()).toMatchObject({ message: mealsTexts.couponOtherCategory });
    expect((await order('SOLOKITS', 'solokits@test.uy')).json().fields).toEqual({
      couponCode: mealsTexts.couponOtherCategory,
    });
  });
});
