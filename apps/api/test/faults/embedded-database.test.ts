/**
 * (g) The embedded database (PGlite) is for one process (issue 36): a second process on the same
 * data directory refuses to start while the first keeps writing, ops:create-operator refuses while
 * the server runs instead of writing an account the server then overwrites, and after `kill -9`
 * the next start is not blocked by a stale lock. Every acknowledged write is found afterwards.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { register } from './common';
import { type ApiProcess, JWT_SECRET, runScript, spawnApi, startApi, stopApi, waitFor } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'nutritest-faults-pglite-'));
const scriptEnv = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET };
let a: ApiProcess | undefined;
/** Every registration the server answered 201. */
const acknowledged: string[] = [];
let seq = 0;

/** Registers customers one after the other on `api` until `stop()` is called. */
function keepWriting(api: ApiProcess) {
  let running = true;
  const done = (async () => {
    while (running) {
      seq += 1;
      const email = `pglite.${seq}.${Date.now()}@test.uy`;
      const res = await register(api, email).catch(() => null);
      if (res?.status === 201) acknowledged.push(email);
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

beforeAll(async () => {
  a = await startApi({ name: 'pglite-a', dataDir, readyTimeoutMs: 180_000 });
});

afterAll(async () => {
  await stopApi(a);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two processes on one embedded database', () => {
  it('a second process on the same data directory refuses to start, naming the first; the first keeps writing', async () => {
    const stop = keepWriting(a!);
    const before = acknowledged.length;
    const b = await spawnApi({ name: 'pglite-b', dataDir });
    const timer = setTimeout(() => b.kill('SIGKILL'), 60_000);
    const exit = await b.exited;
    clearTimeout(timer);
    await stop();
    const log = readFileSync(b.logFile, 'utf8');
    expect(exit.code, log).toBe(1);
    expect(log).toContain('serves one process only');
    expect(log).toContain(`pid ${a!.child.pid}`);
    expect(log).toContain('DATABASE_URL');
    // B never answered; A went on acknowledging writes meanwhile.
    expect(await fetch(`${b.url}/readyz`).catch(() => null)).toBeNull();
    expect(acknowledged.length).toBeGreaterThan(before);
    expect((await a!.fetch('/readyz')).status).toBe(200);
  });

  it('ops:create-operator refuses while the server runs (exit 1, no "created")', async () => {
    const run = await runScript('create-operator', ['ops.vivo@test.uy'], scriptEnv);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('serves one process only');
    expect(run.output).not.toContain('created');
  });

  it('after kill -9 the next start is not blocked, and every acknowledged write is there', async () => {
    const stop = keepWriting(a!);
    await waitFor('some writes before the crash', () => acknowledged.length >= 20, 60_000, 100);
    a!.kill('SIGKILL');
    await a!.exited;
    await stop();
    const t0 = Date.now();
    a = await startApi({ name: 'pglite-a2', dataDir, readyTimeoutMs: 120_000 });
    const restartMs = Date.now() - t0;
    console.info(`restart after SIGKILL ready in ${restartMs} ms; ${acknowledged.length} writes acknowledged`);
    await stopApi(a);
    a = undefined;

    // The server stopped: the command now works, and the account stays.
    const run = await runScript('create-operator', ['ops.nuevo@test.uy', 'Nueva'], {
      ...scriptEnv,
      OPERATOR_PASSWORD: 'Operaciones-Seguras-2026',
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Operator ops.nuevo@test.uy created.');

    const handle = await openDatabase({ dataDir });
    try {
      const rows = (await handle.db.execute(sql`select email, role from accounts`)) as unknown as {
        rows: Array<{ email: string; role: string }>;
      };
      const emails = rows.rows.map((r) => r.email);
      const missing = acknowledged.filter((e) => !emails.includes(e));
      expect(missing, 'acknowledged registrations lost').toEqual([]);
      expect(new Set(emails).size).toBe(emails.length);
      expect(rows.rows.find((r) => r.email === 'ops.nuevo@test.uy')?.role).toBe('Operator');
      expect(emails).not.toContain('ops.vivo@test.uy');
    } finally {
      await handle.close();
    }
  });
});
