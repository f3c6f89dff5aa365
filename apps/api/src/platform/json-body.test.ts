import { messages } from '@nutritest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../test/helpers';
import { exceedsJsonLimits, JSON_LIMITS } from './json-body';

const limits = { members: 5, depth: 3 };

/** A flat object with n keys, as JSON text. */
const wide = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;

describe('exceedsJsonLimits', () => {
  it('counts values and nesting outside strings only', () => {
    expect(exceedsJsonLimits('{"a":1,"b":[1,2]}', limits)).toBeNull();
    expect(exceedsJsonLimits('{"a":1,"b":[1,2,3,4]}', limits)).toBe('members');
    expect(exceedsJsonLimits('[[[1]]]', limits)).toBeNull();
    expect(exceedsJsonLimits('[[[[1]]]]', limits)).toBe('depth');
    // Brackets, commas and escaped quotes inside strings are text.
    expect(exceedsJsonLimits('{"a":"[[[[,,,,,,]]]] \\" ,,,, {{{{"}', limits)).toBeNull();
    expect(exceedsJsonLimits('"\\\\"', limits)).toBeNull();
    expect(exceedsJsonLimits('', limits)).toBeNull();
  });

  it('scans a 1 MB body in one pass, whatever its strings hold', () => {
    // A scan that went back over the text (for each quote, each escape) would take minutes on these:
    // the bound is a hang check, far above any busy machine's time for one pass (about 5 ms here
    // alone, 52 ms beside CI's other suites; issue 42: "time-outs for hangs, not speed").
    const bodies = [
      JSON.stringify({ text: 'x'.repeat(1_000_000) }),
      JSON.stringify({ text: '"'.repeat(500_000) }),
      JSON.stringify({ text: '\\"'.repeat(250_000) }),
      JSON.stringify(Array.from({ length: 100_000 }, () => '\\')),
    ];
    for (const body of bodies) {
      const t0 = performance.now();
      const found = exceedsJsonLimits(body, JSON_LIMITS.anonymous);
      expect(performance.now() - t0).toBeLessThan(2_000);
      expect(found).toBe(body.startsWith('[') ? 'members' : null);
    }
  });
});

describe('hostile JSON bodies (issue 36)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('refuses 60,000 keys from an anonymous caller with 413 and the Spanish text, before parsing', async () => {
    const body = `{"email":"a@b.uy","password":"x",${wide(60_000).slice(1)}`;
    expect(body.length).toBeLessThan(1024 * 1024);
    // How long other requests wait meanwhile is measured over a real socket (test/faults/hostile-requests.test.ts).
    const res = await post('/v1/account/authenticate', body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'VALIDATION', message: messages.requestTooComplex });
  });

  it('refuses deep nesting (arrays and objects) from an anonymous caller', async () => {
    for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`]) {
      const res = await post('/v1/account', body);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(messages.requestTooComplex);
    }
    const res = await post(
      '/v1/account',
      JSON.stringify({ account: { profile: JSON.parse(`${'['.repeat(17)}${']'.repeat(17)}`) } }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('a forged or expired token earns no larger limits', async () => {
    const res = await post('/v1/account/authenticate', wide(5_000), { authorization: 'Bearer not.a.token' });
    expect(res.statusCode).toBe(413);
  });

  it('a signed-in session gets more room, but not unlimited', async () => {
    const { headers } = await signInAs(t.app, 'Customer');
    // Past the anonymous limit, within the signed-in one: reaches validation like any body.
    const roomy = await post('/v1/account/password', wide(5_000), headers, 'PUT');
    expect(roomy.statusCode).toBe(400);
    expect(roomy.json().message).not.toBe(messages.requestTooComplex);
    const hostile = await post('/v1/account/password', wide(60_000), headers, 'PUT');
    expect(hostile.statusCode).toBe(413);
  });

  it('ordinary bodies, empty bodies and broken JSON keep their answers', async () => {
    const ok = await post('/v1/account/authenticate', JSON.stringify({ email: 'nadie@test.uy', password: 'x' }));
    expect(ok.statusCode).toBe(401);
    const empty = await post('/v1/account/authenticate', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.requestEmpty);
    const broken = await post('/v1/account/authenticate', '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(messages.requestNotJson);
    const poisoned = await post('/v1/account/authenticate', '{"__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
