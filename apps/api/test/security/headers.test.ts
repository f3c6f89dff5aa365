import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  FRAMEABLE_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../../src/platform/security-headers';
import { buildTestApp, signInAs, type TestApp } from '../helpers';

/** The security headers of platform/security-headers.ts, on HTML, assets, API answers and errors. */
let t: TestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>',
  );
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log("hola");');
  t = await buildTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

/** The CSP as a map of directive → sources. */
function directives(policy: string) {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows only our own scripts: no inline script, no eval, no plugins, no framing', () => {
    const csp = directives(CONTENT_SECURITY_POLICY);
    // 'wasm-unsafe-eval' allows compiling WebAssembly (the PDF layout engine), not JavaScript eval.
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // Images only: a saved card's issuer thumbnail comes from MercadoPago.
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.mercadopago.com',
      'https://http2.mlstatic.com',
    ]);
    expect(csp['font-src']).toEqual(["'self'"]);
    // data: only: the PDF engine's WebAssembly comes inline (issue 23); no other origin.
    expect(csp['connect-src']).toEqual(["'self'", 'data:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/'unsafe-eval'|\*/);
    // No foreign host anywhere but the two image hosts.
    expect(CONTENT_SECURITY_POLICY.replace(/img-src [^;]*/, '')).not.toMatch(/https?:/);
  });

  it('is sent with the page, client routes, assets, API answers and errors', async () => {
    const me = await signInAs(t.app, 'Customer');
    for (const [url, headers] of [
      ['/', {}],
      ['/login', {}],
      ['/assets/index-abc123.js', {}],
      ['/v1/account', me.headers],
      ['/v1/account', {}],
      ['/v1/reference', {}],
      ['/v1/unknown', {}],
      ['/healthz', {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('lets our own origin frame /redirect only (the card frame ends there), nothing else', async () => {
    for (const url of ['/redirect', '/redirect?error=1', '/Redirect/']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe(FRAMEABLE_CONTENT_SECURITY_POLICY);
    }
    expect(directives(FRAMEABLE_CONTENT_SECURITY_POLICY)['frame-ancestors']).toEqual(["'self'"]);
    expect(FRAMEABLE_CONTENT_SECURITY_POLICY.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(
      CONTENT_SECURITY_POLICY,
    );
    for (const url of ['/redirect-elsewhere', '/redirects', '/payment?next=/redirect']) {
      expect((await get(url)).headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('leaves the stricter policy of pages that set their own (uploaded images, sandbox card page)', async () => {
    const card = await get('/sandbox/card?session=nope');
    expect(card.headers['content-security-policy']).toMatch(/^default-src 'none';.*script-src 'nonce-/);
  });
});

describe('other headers', () => {
  it('nosniff, referrer policy and framing on every answer', async () => {
    for (const url of ['/', '/v1/reference', '/v1/account', '/v1/unknown', '/assets/index-abc123.js']) {
      const res = await get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('no-store on every /v1 answer that does not choose its own caching, errors included', async () => {
    const me = await signInAs(t.app, 'Customer');
    for (const [url, headers] of [
      ['/v1/account', me.headers],
      ['/v1/account', {}],
      ['/V1/Account', me.headers],
      ['/v1/Analyses/results', me.headers],
      ['/v1/reference', {}],
      ['/v1/config', {}],
      ['/v1/unknown', {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: me.email, password: me.password },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching the web app and its assets chose', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, nor for a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const forged = await get('/', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true', WEB_DIST: web });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      const api = await proxied.app.inject({
        method: 'GET',
        url: '/v1/reference',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(api.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const http = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
