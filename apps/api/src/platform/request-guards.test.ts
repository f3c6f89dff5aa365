import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../test/helpers';
import { findNulCharacter, nulCharacterText } from './request-guards';

/** Regression: a NUL character in a field reached PostgreSQL and answered 500 (found by the fuzz test). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('NUL characters in requests', () => {
  it('finds them in strings, keys and deep nesting, iteratively', () => {
    expect(findNulCharacter({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(findNulCharacter({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNulCharacter('\u0000')).toBe('');
    expect(findNulCharacter({ a: 'ñandú 🧬', n: 1, z: null })).toBeNull();
    let deep: unknown = 'fin\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*$/);
  });

  it('answers 400 with a Spanish text in the body, the query and the path, never 500', async () => {
    const customer = await signInAs(t.app, 'Customer');
    for (const url of ['/v1/account/nutritionist', '/v1/coupon/checkCoupon']) {
      const res = await t.app.inject({ method: 'POST', url, headers: customer.headers, payload: { code: 'A\u0000B' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION',
        message: nulCharacterText,
        fields: { code: nulCharacterText },
      });
    }
    const inPath = await t.app.inject({ method: 'GET', url: '/v1/account/nutritionist/NU%00TRI' });
    expect(inPath.statusCode).toBe(400);
    const inQuery = await t.app.inject({ method: 'GET', url: '/v1/account/verification?email=a%00b@x.uy' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().fields).toEqual({ email: nulCharacterText });
  });
});
