import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { buildMercadoPagoTestApp } from '../../../test/mercadopago-app';
import { orders } from '../../db/schema';

/**
 * Our card frame on MercadoPago (GET /pay/card) as the real MercadoPago.js needs it: the hosts of its
 * Bricks, secure fields and device fingerprint in the frame's CSP, the inline scripts the SDK writes,
 * the device id sent with the charge, the Brick's non-critical errors kept quiet, and 3-D Secure: a
 * challenge box of at least 600×500, finished by a message from the challenge frame whatever its
 * origin, and cancelled (the order released, the buyer told) when the buyer never finishes it.
 */
let mp: FakeMercadoPago;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ mp, t, close } = await buildMercadoPagoTestApp());
});
afterAll(async () => {
  await close?.();
});

type Headers = Record<string, string>;
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

async function addCard(headers: Headers, holderName = 'APRO') {
  const opened = await t.app.inject({
    method: 'POST',
    url: '/v1/instruments',
    headers,
    payload: { redirectOrigin: t.config.publicUrl },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/pay/card',
    payload: { session: sessionOf(opened.body), token: mp.cards.tokenize({ number: '4509953566233704', holderName }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().instrument.instrumentToken as string;
}

/** The security-code frame: its page, then the token (and the device id the page read) posted back. */
async function confirmCode(headers: Headers, instrumentToken: string, deviceId?: string) {
  const authorized = await t.app.inject({
    method: 'POST',
    url: `/v1/instruments/${instrumentToken}/authorize`,
    headers,
    payload: { redirectOrigin: t.config.publicUrl },
  });
  const page = await t.app.inject({ method: 'GET', url: authorized.body });
  const cardId = /data-card-id="([^"]+)"/.exec(page.body)![1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/pay/card/security',
    payload: {
      session: sessionOf(authorized.body),
      token: mp.cards.tokenizeSaved(cardId),
      ...(deviceId ? { deviceId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const buy = (headers: Headers, instrumentToken: string, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/analyses',
    headers: { ...headers, 'idempotency-key': key },
    payload: { instrumentToken },
  });

describe('the card frame as MercadoPago.js needs it', () => {
  it('its CSP lets the Brick, the secure fields, the device fingerprint and the SDK’s inline scripts run', async () => {
    const me = await signInAs(t.app, 'Customer');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers: me.headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const page = await t.app.inject({ method: 'GET', url: opened.body });
    const csp = page.headers['content-security-policy'] as string;
    const script = directive(csp, 'script-src');
    // The SDK writes inline scripts: a nonce would switch 'unsafe-inline' off.
    expect(script).toContain("'unsafe-inline'");
    expect(script).not.toContain("'nonce-");
    expect(script).not.toContain("'unsafe-eval'");
    for (const host of ['https://sdk.mercadopago.com', 'https://www.mercadopago.com', 'https://http2.mlstatic.com'])
      expect(script).toContain(host);
    for (const host of ['https://secure-fields.mercadopago.com', 'https://www.mercadopago.com'])
      expect(directive(csp, 'frame-src')).toContain(host);
    for (const host of [
      'https://api.mercadopago.com',
      'https://api-static.mercadopago.com',
      'https://secure-fields.mercadopago.com',
      'https://www.mercadopago.com',
    ])
      expect(directive(csp, 'connect-src')).toContain(host);
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors ${t.config.publicUrl}`);
    // MercadoPago's device fingerprint (security.js, view "checkout"), from the fake in tests.
    expect(page.body).toContain(`<script src="${mp.baseUrl}/v2/security.js" view="checkout"></script>`);
  });

  it('the device id the frame read is sent with the charge (X-Meli-Session-Id), with the buyer and the item', async () => {
    const me = await signInAs(t.app, 'Customer', { firstName: 'Ana', lastName: 'Pérez' });
    const token = await addCard(me.headers);
    await confirmCode(me.headers, token, 'armor.0123456789abcdef');
    const res = await buy(me.headers, token);
    expect(res.statusCode, res.body).toBe(200);
    const charge = mp.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments').at(-1)!;
    expect(charge.headers['x-meli-session-id']).toBe('armor.0123456789abcdef');
    expect(charge.body).toMatchObject({
      statement_descriptor: 'NUTRITEST',
      three_d_secure_mode: 'optional',
      payer: { type: 'customer', email: me.email, first_name: 'Ana', last_name: 'Pérez' },
      additional_info: {
        items: [expect.objectContaining({ id: 'kit', title: 'Kit NutriTest', quantity: 1, category_id: 'services' })],
        payer: { first_name: 'Ana', last_name: 'Pérez' },
      },
    });
  });

  it('a device id that is not one (a header injection, a long string) is refused, nothing kept', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(me.headers);
    const authorized = await t.app.inject({
      method: 'POST',
      url: `/v1/instruments/${token}/authorize`,
      headers: me.headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const page = await t.app.inject({ method: 'GET', url: authorized.body });
    const cardId = /data-card-id="([^"]+)"/.exec(page.body)![1]!;
    for (const deviceId of ['armor.1\r\nX-Evil: 1', 'a'.repeat(201), '<script>']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/pay/card/security',
        payload: { session: sessionOf(authorized.body), token: mp.cards.tokenizeSaved(cardId), deviceId },
      });
      expect(res.statusCode, deviceId).toBe(400);
    }
    // The session is still usable for a genuine one.
    await confirmCode(me.headers, token, 'armor.ok');
  });

  it('a non-critical error of the Brick is not shown as a failure', async () => {
    const me = await signInAs(t.app, 'Customer');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers: me.headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const page = await t.app.inject({ method: 'GET', url: opened.body });
    const warnings: string[] = [];
    const errors: string[] = [];
    const dom = new JSDOM(page.body, {
      url: `${t.config.publicUrl}${opened.body}`,
      runScripts: 'dangerously',
      resources: 'usable',
      virtualConsole: new VirtualConsole()
        .on('warn', (...args: unknown[]) => warnings.push(args.join(' ')))
        .on('jsdomError', (error: Error) =>
          errors.push(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`),
        ),
    });
    try {
      // The stand-in Brick mounts its form, then reports a non-critical error (as the real one may).
      // What the page met is in the failure's message: a script that could not load, the page's error.
      const state = () =>
        dom.window.document.querySelector('#mp-number')
          ? 'mounted'
          : `not mounted; jsdom: ${errors.join(' | ') || 'no error'}; page: ${dom.window.document.getElementById('form-err')?.textContent || 'no error'}`;
      await expect.poll(state, { timeout: 60_000 }).toBe('mounted');
      await expect.poll(() => warnings.join('\n'), { timeout: 10_000 }).toContain('no crítico');
      expect(dom.window.document.getElementById('form-err')!.textContent).toBe('');
    } finally {
      dom.window.close();
    }
  });
});

describe('3-D Secure in our frame', () => {
  async function challenged() {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(me.headers, 'CHAL');
    await confirmCode(me.headers, token);
    const key = randomUUID();
    const first = await buy(me.headers, token, key);
    expect(first.json().order.transaction.status).toBe('in_process');
    return { me, token, key, first };
  }

  it('the challenge box is at least 600×500 and the page frames the bank and MercadoPago whatever their host', async () => {
    const { first } = await challenged();
    const page = await t.app.inject({ method: 'GET', url: first.json().order.transaction.challengeUrl });
    const frame = new JSDOM(page.body).window.document.getElementById('challenge')!;
    expect(Number(frame.getAttribute('width'))).toBeGreaterThanOrEqual(600);
    expect(Number(frame.getAttribute('height'))).toBeGreaterThanOrEqual(500);
    const csp = page.headers['content-security-policy'] as string;
    // The challenge may move from the bank's page to another (MercadoPago's, the issuer's ACS).
    expect(directive(csp, 'frame-src')).toMatch(/(^| )https:( |$)/);
    expect(directive(csp, 'frame-src')).toContain(mp.otherOrigin);
    expect(directive(csp, 'form-action')).toContain(mp.baseUrl);
  });

  it('COMPLETE counts when the challenge frame says it, from whatever origin it ended on; nothing else does', async () => {
    const { first } = await challenged();
    const url = first.json().order.transaction.challengeUrl as string;
    const page = await t.app.inject({ method: 'GET', url });
    const navigations: string[] = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('jsdomError', (e) => {
      if (/navigation/i.test(e.message)) navigations.push(e.message);
    });
    const dom = new JSDOM(page.body, { url: `${t.config.publicUrl}${url}`, runScripts: 'dangerously', virtualConsole });
    try {
      const { window } = dom;
      const box = window.document.getElementById('challenge') as HTMLIFrameElement;
      const say = (source: unknown, origin: string) =>
        window.dispatchEvent(
          new window.MessageEvent('message', { data: { status: 'COMPLETE' }, origin, source: source as Window }),
        );
      // Another window (the parent, another frame) saying COMPLETE, even from the bank's origin: ignored.
      const navigationsBefore = navigations.length;
      say(window, mp.baseUrl);
      await new Promise((r) => setTimeout(r, 20));
      expect(navigations.length).toBe(navigationsBefore);
      // The challenge frame, now on a page of another origin: back to the payment.
      say(box.contentWindow, mp.otherOrigin);
      await new Promise((r) => setTimeout(r, 20));
      expect(navigations.length).toBe(navigationsBefore + 1);
    } finally {
      dom.window.close();
    }
  });

  it('a challenge never finished is cancelled after 15 minutes: the order released, the buyer told', async () => {
    const { me, token, key, first } = await challenged();
    const reference = first.json().order.transaction.reference as string;
    const orderOf = async () =>
      (await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id)))[0]!;

    // Within the time allowed: still waiting for the bank.
    await t.app.orders.reconcilePending(0, new Date(Date.now() + 10 * 60_000));
    expect(await orderOf()).toMatchObject({ status: 'pending', providerStatus: 'pending_challenge' });

    await t.app.orders.reconcilePending(0, new Date(Date.now() + 16 * 60_000));
    expect(await orderOf()).toMatchObject({ status: 'failed', failureCode: 'challenge_expired' });
    // Cancelled at MercadoPago too: it can no longer be approved behind our back.
    expect(mp.payment(reference)).toMatchObject({ status: 'cancelled' });
    const mail = await lastEmailTo(t.app, me.email);
    expect(mail?.subject).toBe('Tu pago no se completó: tu banco no recibió la confirmación');
    // The page asking again hears why; the account shows no payment in process; a new purchase is possible.
    const again = await buy(me.headers, token, key);
    expect(again.statusCode).toBe(402);
    expect(again.json().fields.payment).toBe(
      'No confirmaste el pago con tu banco a tiempo: cancelamos el intento y no se cobró nada. Podés volver a intentarlo.',
    );
    const account = (await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).json();
    expect(account.profile.paymentInProcess).toBeUndefined();
    await confirmCode(me.headers, token);
    expect((await buy(me.headers, token)).statusCode).not.toBe(409);
  });
});

describe('the app’s own pages with MercadoPago configured', () => {
  it('let MercadoPago.js and its Wallet button (meals, consultations) load and talk to MercadoPago', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meals-checkout' });
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toContain('https://sdk.mercadopago.com');
    expect(directive(csp, 'frame-src')).toContain('https://www.mercadopago.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.mercadopago.com');
    // Still no inline or eval'd script in the app itself.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });
});
