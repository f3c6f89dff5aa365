import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { checkPayments } from './payments-check';

let mp: FakeMercadoPago;
let t: TestApp;
const PUBLIC_URL = 'https://nutritest.example';

beforeAll(async () => {
  mp = await startFakeMercadoPago({ accessToken: 'TEST-0000-access', publicKey: 'TEST-0000-public' });
  t = await buildTestApp({
    MP_ACCESS_TOKEN: mp.accessToken,
    MP_PUBLIC_KEY: mp.publicKey,
    MP_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
    MP_BASE_URL: mp.baseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await mp?.close();
});

/** fetch, with our public address answered by the app itself. */
const viaApp: typeof fetch = async (input, init) => {
  const url = String(input);
  if (!url.startsWith(PUBLIC_URL)) return fetch(input, init);
  const res = await t.app.inject({
    method: (init?.method ?? 'GET') as 'POST',
    url: url.slice(PUBLIC_URL.length),
    headers: init?.headers as Record<string, string>,
    payload: init?.body as string,
  });
  return new Response(res.body, {
    status: res.statusCode,
    headers: Object.fromEntries(
      Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ),
  });
};

describe('npm run payments:check', () => {
  it('says the sandbox is in use when no credentials are set', async () => {
    const lines = await checkPayments({});
    expect(lines).toEqual([{ status: 'warn', text: expect.stringContaining('built-in sandbox') }]);
  });

  it('verifies a complete test set-up against the provider without charging', async () => {
    const lines = await checkPayments(
      {
        MP_ACCESS_TOKEN: mp.accessToken,
        MP_PUBLIC_KEY: mp.publicKey,
        MP_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
        MP_BASE_URL: mp.baseUrl,
        PUBLIC_URL,
      },
      viaApp,
    );
    expect(lines.filter((l) => l.status === 'fail')).toEqual([]);
    const text = lines.map((l) => l.text).join('\n');
    expect(text).toContain('Credentials: test pair');
    expect(text).toContain('Access token accepted: account 123456789 (MLU)');
    expect(text).toContain('Visa, Mastercard and OCA are offered');
    expect(text).toContain('Instalment plans for a UYU 10000.00 Visa charge: 1, 3, 6, 12');
    expect(text).toContain('The account (site MLU) charges cards in UYU: kits are charged in UYU');
    expect(text).toContain(
      `Webhook to register: ${PUBLIC_URL}/v1/payment/webhook?source_news=webhooks (reachable; refuses unsigned notifications)`,
    );
    expect(text).toContain('A notification signed with MP_WEBHOOK_SECRET went through the webhook (200)');
    expect(text).toContain("The card frame's CSP lets MercadoPago.js, its Bricks, secure fields and security.js run");
    expect(mp.requests.some((r) => r.path === '/v1/payments' && r.method === 'POST')).toBe(false);
  });

  it('tells a test user’s APP_USR- credentials from production ones', async () => {
    const testUser = await startFakeMercadoPago({
      accessToken: 'APP_USR-0000-access',
      publicKey: 'APP_USR-0000-public',
      testUser: true,
    });
    try {
      const lines = await checkPayments(
        { MP_ACCESS_TOKEN: testUser.accessToken, MP_PUBLIC_KEY: testUser.publicKey, MP_BASE_URL: testUser.baseUrl },
        viaApp,
      );
      expect(lines).toContainEqual({
        status: 'warn',
        text: expect.stringContaining("a test user's credentials (APP_USR-…): no real money moves"),
      });
      expect(lines.map((l) => l.text).join('\n')).not.toContain('production pair');
    } finally {
      await testUser.close();
    }
  });

  it('fails an account that charges another currency, a secret the webhook refuses, a frame CSP without MercadoPago', async () => {
    const argentine = await startFakeMercadoPago({
      accessToken: 'TEST-1111-access',
      publicKey: 'TEST-1111-public',
      site: 'MLA',
    });
    try {
      const lines = await checkPayments(
        {
          MP_ACCESS_TOKEN: argentine.accessToken,
          MP_PUBLIC_KEY: argentine.publicKey,
          MP_WEBHOOK_SECRET: 'another-secret-of-32-characters!!',
          MP_BASE_URL: argentine.baseUrl,
          PUBLIC_URL,
        },
        async (input, init) =>
          String(input).includes('/pay/card')
            ? new Response('', { status: 200, headers: { 'content-security-policy': "default-src 'none'" } })
            : viaApp(input, init),
      );
      const failures = lines.filter((l) => l.status === 'fail').map((l) => l.text);
      expect(failures).toEqual(
        expect.arrayContaining([
          expect.stringContaining('charges cards in ARS'),
          expect.stringContaining('refused a notification signed with MP_WEBHOOK_SECRET (401)'),
          expect.stringContaining("The card frame's CSP misses"),
        ]),
      );
    } finally {
      await argentine.close();
    }
  });

  it('says what is missing or wrong', async () => {
    const lines = await checkPayments(
      { MP_ACCESS_TOKEN: 'TEST-wrong-token', MP_PUBLIC_KEY: 'APP_USR-other', MP_BASE_URL: mp.baseUrl },
      viaApp,
    );
    const failures = lines.filter((l) => l.status === 'fail').map((l) => l.text);
    expect(failures).toEqual([
      expect.stringContaining('use a pair'),
      expect.stringContaining('access token was refused'),
      expect.stringContaining('public key was refused'),
      expect.stringContaining('MP_WEBHOOK_SECRET is missing'),
      expect.stringContaining('PUBLIC_URL is missing'),
    ]);
  });
});
