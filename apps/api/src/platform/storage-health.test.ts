import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@nutritest/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { registerErrorHandler } from './errors';
import { createStorageHealth, registerStorageHealth } from './storage-health';

const dir = mkdtempSync(path.join(tmpdir(), 'nutritest-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('storage health (issue 36: a full or read-only disk)', () => {
  it('probes a watched data directory: usable, then not writable', async () => {
    const ok = createStorageHealth({ watchDir: dir });
    expect(await ok.check()).toBeNull();
    ok.stop();
    // A path under a plain file can never be created or written.
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, 'x');
    const broken = createStorageHealth({ watchDir: path.join(file, 'data') });
    expect(await broken.check()).toBe('read-only');
    expect(broken.problem()).toBe('read-only');
    broken.stop();
  });

  it('a write that fails for a disk reason answers a Spanish 503 with the reason, and refuses the next writes up front', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const health = createStorageHealth({ watchDir: null });
    registerStorageHealth(app, health);
    let reached = 0;
    app.post('/write', async () => {
      reached += 1;
      // What Drizzle throws when PGlite or PostgreSQL cannot extend a table file.
      const cause = Object.assign(new Error('could not extend file "base/5/16660": No space left on device'), {
        code: '53100',
      });
      throw new Error('Failed query: insert into "accounts" …', { cause });
    });
    app.get('/read', async () => ({ ok: true }));
    await app.ready();

    const first = await app.inject({ method: 'POST', url: '/write' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ error: 'UNAVAILABLE', message: messages.storageFull });
    expect(first.headers['retry-after']).toBe('30');
    expect(health.problem()).toBe('full');

    const second = await app.inject({ method: 'POST', url: '/write', payload: {} });
    expect(second.statusCode).toBe(503);
    expect(second.json().message).toBe(messages.storageFull);
    expect(reached).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('the API while the disk cannot take writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('readiness is 503 with the reason, writes get the Spanish 503, reads and /healthz go on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.app.storageHealth.report('read-only');

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'storage-read-only' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const write = await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email: 'alguien@test.uy', password: 'una-clave-cualquiera' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ error: 'UNAVAILABLE', message: messages.storageReadOnly });
    expect((await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).statusCode).toBe(200);
  });
});
