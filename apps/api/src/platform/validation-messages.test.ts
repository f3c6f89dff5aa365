import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../test/helpers';

/** Zod's English defaults ("Invalid input: expected object, received null") never reach a person. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const english = /invalid|expected|received|required|too (big|small)/i;

describe('validation texts without a message of their own', () => {
  it('are Spanish for a body that is not an object, a wrong type, a missing field and a bad union', async () => {
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const notObject = await post('/v1/account/authenticate', null);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({
      error: 'VALIDATION',
      message: 'Revisá los datos ingresados.',
      fields: { _: 'Formato incorrecto.' },
    });

    const nutritionist = await signInAs(t.app, 'Nutritionist');
    const badUnion = await post('/v1/bankAccounts', { paymentType: 7 }, nutritionist.headers);
    expect(badUnion.statusCode).toBe(400);
    const customer = await signInAs(t.app, 'Customer');
    const wrongType = await post('/v1/coupon/checkCoupon', { code: false }, customer.headers);
    expect(wrongType.json().fields).toEqual({ code: 'Ingresá un texto.' });
    const missing = await post('/v1/analyses/adddistribution', { address: {} }, customer.headers);
    expect(missing.json().fields).toMatchObject({
      type: 'El campo es obligatorio.',
      'address.street': 'El campo es obligatorio.',
    });
    for (const res of [badUnion, wrongType, missing]) {
      for (const text of Object.values(res.json().fields as Record<string, string>)) expect(text).not.toMatch(english);
    }
  });

  it('keep the schemas own Spanish messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'no-es-un-correo', password: '' },
    });
    expect(res.json().fields).toEqual({
      email: 'Formato inválido de correo electrónico.',
      password: 'El campo es obligatorio.',
    });
  });
});
