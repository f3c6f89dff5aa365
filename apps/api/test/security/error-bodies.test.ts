import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../helpers';

/**
 * Issue 17: every error answer, Fastify's own included (unknown route or method, wrong content
 * type, body too large, malformed JSON, a bad URL, multipart errors, the HTTP parser's errors, rate
 * limits), is `{ error, message, fields? }` with Spanish texts (decision 007).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Words of Fastify's, Node's or busboy's English texts (the fuzz test's list, plus a few). */
const ENGLISH =
  /\b(expected|invalid|required|received|must|should|cannot|unexpected|unsupported|unrecognized|too (big|small|large)|is not|input|undefined|string|number|boolean|array|object|body|failed|not found|bad request|error|media type|payload|boundary|multipart|client)\b/i;

function expectSpanishError(res: { statusCode: number; body: string }, status: number | number[], code: string) {
  const what = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect([status].flat(), what).toContain(res.statusCode);
  const body = JSON.parse(res.body) as { error?: unknown; message?: unknown; fields?: Record<string, unknown> };
  expect(
    Object.keys(body).every((k) => ['error', 'message', 'fields'].includes(k)),
    what,
  ).toBe(true);
  expect(body.error, what).toBe(code);
  expect(typeof body.message, what).toBe('string');
  expect(String(body.message).length, what).toBeGreaterThan(5);
  expect(String(body.message), what).not.toMatch(ENGLISH);
  for (const text of Object.values(body.fields ?? {})) expect(String(text), what).not.toMatch(ENGLISH);
}

const post = (
  url: string,
  payload: string | Buffer,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> => t.app.inject({ method: 'POST', url, payload, headers });

describe("Fastify's own errors come out Spanish in the one error shape", () => {
  it('an unknown API path: 404', async () => {
    expectSpanishError(await t.app.inject({ method: 'GET', url: '/v1/no-existe' }), 404, 'NOT_FOUND');
    expectSpanishError(await t.app.inject({ method: 'POST', url: '/v1/no-existe', payload: {} }), 404, 'NOT_FOUND');
  });

  it('a method the path does not have: 404 or 405', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/cost', payload: {} });
    expectSpanishError(res, [404, 405], res.statusCode === 405 ? 'VALIDATION' : 'NOT_FOUND');
  });

  it('a content type the route does not take: 415', async () => {
    const res = await post('/v1/account/authenticate', 'email=a@b.uy', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectSpanishError(res, 415, 'VALIDATION');
    expect(res.json().message).toMatch(/JSON/);
  });

  it('a body over the limit: 413', async () => {
    const big = JSON.stringify({ email: 'a@b.uy', password: 'x'.repeat(2 * 1024 * 1024) });
    const res = await post('/v1/account/authenticate', big, { 'content-type': 'application/json' });
    expectSpanishError(res, 413, 'VALIDATION');
    expect(res.json().message).toMatch(/grande/);
  });

  it('malformed JSON and an empty JSON body: 400', async () => {
    const bad = await post('/v1/account/authenticate', '{"email": "a@b.uy",', { 'content-type': 'application/json' });
    expectSpanishError(bad, 400, 'VALIDATION');
    expect(bad.json().message).toMatch(/JSON/);
    const empty = await post('/v1/account/authenticate', '', { 'content-type': 'application/json' });
    expectSpanishError(empty, 400, 'VALIDATION');
  });

  it('a URL that cannot be decoded: 400', async () => {
    expectSpanishError(
      await t.app.inject({ method: 'GET', url: '/v1/account/nutritionist/%E0%A4%A' }),
      400,
      'VALIDATION',
    );
  });

  it('broken multipart bodies: 400 with the upload texts', async () => {
    const noBoundary = await post('/v1/uploads/avatar', Buffer.from('--x\r\n\r\n'), {
      'content-type': 'multipart/form-data',
    });
    expectSpanishError(noBoundary, [400, 413, 415], 'VALIDATION');
    const cut = await post(
      '/v1/uploads/avatar',
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      ),
      { 'content-type': 'multipart/form-data; boundary=b' },
    );
    expectSpanishError(cut, [400, 413], 'VALIDATION');
  });

  it('too many attempts: 429', async () => {
    const slot = { start: new Date(Date.now() + 5 * 86_400_000).toISOString(), nutritionistId: crypto.randomUUID() };
    const body = {
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Ana', lastName: 'Pérez', email: 'ana.limite@test.uy', phone: '099123456' },
        slot,
      },
    };
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 31; i++) {
      res = await t.app.inject({
        method: 'POST',
        url: '/v1/payment/create_preference_hire_nutritionist',
        payload: body,
        remoteAddress: '10.9.9.9',
      });
    }
    expectSpanishError(res!, 429, 'RATE_LIMITED');
  });

  it("the HTTP parser's errors on a real socket: 400 in Spanish", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NO ES HTTP\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head).toMatch(/content-type: application\/json/i);
    expectSpanishError({ statusCode: 400, body }, 400, 'VALIDATION');
  });
});

describe('an operator upload from a customer', () => {
  it('is refused before its body is read', async () => {
    const customer = await signInAs(t.app, 'Customer');
    const res = await post('/v1/ops/lab-imports', Buffer.alloc(10 * 1024 * 1024, 'a'), {
      ...customer.headers,
      'content-type': 'text/csv',
    });
    expectSpanishError(res, 403, 'FORBIDDEN');
  });
});
