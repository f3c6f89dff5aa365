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
import { tableDigests } from '../../src/db/backup';
import { openDatabase } from '../../src/db/client';
import { register, signIn } from './common';
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

  it('db:backup refuses while the server runs; a backup restored later has every row of every table', async () => {
    a = await startApi({ name: 'pglite-a3', dataDir, readyTimeoutMs: 120_000 });
    const refused = await runScript('db-backup', [path.join(dataDir, 'refused.tar.gz')], scriptEnv);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('serves one process only');
    await stopApi(a);
    a = undefined;

    const digests = async () => {
      const handle = await openDatabase({ dataDir });
      try {
        return await tableDigests(
          async (text) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: never[] }).rows,
        );
      } finally {
        await handle.close();
      }
    };
    const atBackup = await digests();
    expect(atBackup['public.accounts']!.rows).toBeGreaterThan(acknowledged.length);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'nutritest-backup-')), 'embedded.tar.gz');
    const backup = await runScript('db-backup', [file], scriptEnv);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written: ${file}`);

    // Life goes on after the backup: rows added, changed and removed.
    const handle = await openDatabase({ dataDir });
    await handle.db.execute(sql`delete from outbox_emails`);
    await handle.db.execute(sql`update accounts set email = 'cambiado.' || email where email like 'pglite.%'`);
    await handle.db.execute(sql`insert into rate_limits (key, window_start, count) values ('after-backup', now(), 1)`);
    await handle.close();
    expect(await digests()).not.toEqual(atBackup);

    const restore = await runScript('db-restore', [file], scriptEnv);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('The previous database is kept in');
    expect(await digests()).toEqual(atBackup);

    // The restored database serves: a demo customer signs in on a server started on it.
    a = await startApi({ name: 'pglite-restored', dataDir, readyTimeoutMs: 120_000 });
    expect(await signIn(a, 'cliente@demo.uy', 'demo1234')).toBeTruthy();
  });
});
