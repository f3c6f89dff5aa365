import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
let withSnapshots: TestApp;
const asset = 'console.log("hola");'.repeat(100);

beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), asset);
  writeFileSync(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(asset));
  t = await buildTestApp({ WEB_DIST: web });
  // A build with snapshots (apps/web/scripts/prerender.mjs): the shell, and snapshot pages listed in routes.json.
  const snap = mkdtempSync(path.join(tmpdir(), 'web-dist-snap-'));
  mkdirSync(path.join(snap, 'prerendered'));
  writeFileSync(path.join(snap, 'index.html'), '<!doctype html><div id="root" data-snapshot="">landing</div>');
  writeFileSync(path.join(snap, 'app.html'), '<!doctype html><div id="root"></div>');
  // Each snapshot page says whose it is.
  for (const name of ['login', 'signup', 'menu', 'verified']) {
    writeFileSync(
      path.join(snap, 'prerendered', `${name}.html`),
      `<!doctype html><div id="root" data-snapshot="">${name}</div>`,
    );
  }
  writeFileSync(
    path.join(snap, 'prerendered', 'routes.json'),
    JSON.stringify({
      '/login': 'login.html',
      '/signup?user=1': 'signup.html',
      '/verified?id=*&token=*': 'verified.html',
      '/menu?': 'menu.html',
      '/evil': '../../etc/passwd',
    }),
  );
  withSnapshots = await buildTestApp({ WEB_DIST: snap });
});
afterAll(async () => {
  await t?.close();
  await withSnapshots?.close();
});

describe('serving the web app', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/login', '/dashboard?payment=success', '/signup/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the build-time snapshots: the landing at /, a listed route its page, the rest the empty shell', async () => {
    const page = async (url: string) => {
      const res = await withSnapshots.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      return res.body;
    };
    expect(await page('/')).toContain('landing');
    const compressed = await withSnapshots.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    const bytes =
      compressed.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(compressed.rawPayload)
        : compressed.rawPayload;
    expect(bytes.toString()).toContain('landing');
    for (const url of ['/login', '/LOGIN/', '/login?next=1']) expect(await page(url)).toContain('login');
    // Listed with a query: that query only (the nutritionist's and company's sign-ups, or a later
    // step, draw something else).
    for (const url of ['/signup?user=1', '/signup/?user=1']) expect(await page(url)).toContain('signup');
    // Listed with `*`: exactly these parameters, each with a link's id or token (10–200 characters).
    const id = '3f2c1a9e-0000-4000-8000-000000000001';
    const token = 'Zx8_kq-2LmN0pQrStUvWxYz0123456789abcdefghij';
    for (const url of [`/verified?id=${id}&token=${token}`, `/verified?token=${token}&id=${id}`]) {
      expect(await page(url), url).toContain('verified');
    }
    // Listed with an empty query: its path without one.
    for (const url of ['/menu', '/MENU/', '/menu?']) expect(await page(url), url).toContain('menu');
    for (const url of [
      '/menu?status=approved',
      '/dashboard',
      '/signup',
      '/signup?user=2',
      '/signup?user=1&step=2',
      '/evil',
      '/verified',
      `/verified?id=${id}`,
      `/verified?id=${id}&token=short`,
      `/verified?id=${id}&token=${token}&change=1`,
      `/verified?id=${id}&id=${id}&token=${token}`,
      `/verified?id=${id}&token=${'x'.repeat(201)}`,
      `/verified?change=${id}.${token}`,
    ]) {
      const body = await page(url);
      expect(body, url).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and serves the precompressed twin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it("does not log the app's files at info level (a page's first load asks for dozens), but logs its HTML and the API", async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'web-dist-logs-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(web, 'assets', 'index-abc123.js'), asset);
    const lines: string[] = [];
    const logged = await buildTestApp(
      { WEB_DIST: web, LOG_LEVEL: 'info' },
      { logger: true, logDestination: { write: (line: string) => void lines.push(line) } },
    );
    try {
      expect((await logged.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      expect((await logged.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
      expect((await logged.app.inject({ method: 'GET', url: '/v1/meal/prices' })).statusCode).toBe(200);
    } finally {
      await logged.close();
    }
    const urls = lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter(Boolean);
    expect(urls).toContain('/login');
    expect(urls).toContain('/v1/meal/prices');
    expect(urls).not.toContain('/assets/index-abc123.js');
  });

  it('answers JSON 404s for unknown API paths and missing files, not the HTML page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('NOT_FOUND');
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(file.statusCode).toBe(404);
  });

  it('sets the basic security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
