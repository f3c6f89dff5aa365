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
  return new Response(res.body, { status: res.statusCode });
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
    expect(text).toContain('Instalment plans for a US$ 249 Visa charge: 1, 3, 6, 12');
    expect(text).toContain(
      `Webhook to register: ${PUBLIC_URL}/v1/payment/webhook (reachable; refuses unsigned notifications)`,
    );
    expect(mp.requests.some((r) => r.path === '/v1/payments' && r.method === 'POST')).toBe(false);
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
