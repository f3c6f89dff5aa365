import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
const asset = 'console.log("hola");'.repeat(100);

beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), asset);
  writeFileSync(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(asset));
  t = await buildTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
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
