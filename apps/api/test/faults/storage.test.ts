/**
 * (h) A full or read-only disk under the embedded database (issue 36), on a real small file system
 * (a tmpfs mounted for the test: needs root, as CI runs; skipped otherwise). While the disk is full,
 * /readyz answers 503 with the reason and writes get a Spanish 503 instead of a generic 500; reads
 * go on; once space is freed everything works again and no acknowledged write is lost. Starting on
 * a read-only or full data directory stops at once with a message that says so.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@nutritest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { register } from './common';
import { type ApiProcess, spawnApi, startApi, stopApi, waitFor } from './harness';

const mountPoint = mkdtempSync(path.join(tmpdir(), 'nutritest-faults-tmpfs-'));
const dataDir = path.join(mountPoint, 'data');
const filler = path.join(mountPoint, 'filler');

function tryMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const mounted = tryMount();
if (!mounted) console.warn('storage fault tests skipped: mounting a tmpfs needs root');

/** Fills the file system to the last byte (dd ends with "No space left on device"). */
function fillDisk() {
  for (const bs of ['1M', '4k']) {
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}.${bs}`, `bs=${bs}`], { stdio: 'ignore' });
    } catch {
      // ENOSPC: full, as wanted
    }
  }
}
const freeDisk = () => {
  for (const bs of ['1M', '4k']) rmSync(`${filler}.${bs}`, { force: true });
};
const remount = (mode: 'ro' | 'rw') => execFileSync('mount', ['-o', `remount,${mode}`, mountPoint]);

let api: ApiProcess | undefined;
const acknowledged: string[] = [];
let seq = 0;
const newEmail = () => `disco.${++seq}.${Date.now()}@test.uy`;

beforeAll(async () => {
  if (!mounted) return;
  api = await startApi({ name: 'disk', dataDir, readyTimeoutMs: 180_000 });
});

afterAll(async () => {
  await stopApi(api);
  if (mounted) {
    try {
      remount('rw');
    } catch {
      // already read-write
    }
    execFileSync('umount', [mountPoint]);
  }
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!mounted)('a full or read-only disk under the embedded database', () => {
  it('full while running: readiness 503 with the reason, Spanish 503 on writes, reads go on; recovers when space is freed', async () => {
    for (let i = 0; i < 3; i++) {
      const email = newEmail();
      expect((await register(api!, email)).status).toBe(201);
      acknowledged.push(email);
    }
    fillDisk();
    // The process probes its data directory every 5 s (and /readyz probes it on every call).
    const t0 = Date.now();
    const ready = await waitFor(
      'readiness to report the full disk',
      async () => {
        const r = await api!.json<{ status: string; reason?: string }>('/readyz');
        return r.status === 503 ? r : null;
      },
      10_000,
      100,
    );
    console.info(`full disk seen by /readyz after ${Date.now() - t0} ms`);
    expect(ready.body).toEqual({ status: 'unavailable', reason: 'storage-full' });
    await waitFor('writes refused', async () => (await register(api!, newEmail())).status === 503, 10_000, 500);
    const write = await register(api!, newEmail());
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('30');
    expect(await write.json()).toEqual({ error: 'UNAVAILABLE', message: messages.storageFull });
    expect((await api!.fetch('/v1/meal/MealsByWeek')).status).toBe(200);
    expect((await api!.fetch('/healthz')).status).toBe(200);
    // No generic 500 in the log for it.
    expect(api!.logs().some((l) => l.msg === 'unexpected error')).toBe(false);

    freeDisk();
    await waitFor('readiness back', async () => (await api!.fetch('/readyz')).status === 200, 15_000, 250);
    const email = newEmail();
    expect((await register(api!, email)).status).toBe(201);
    acknowledged.push(email);
  });

  it('starting on a read-only data directory stops at once with a message that says so', async () => {
    await stopApi(api);
    api = undefined;
    // Every registration acknowledged before, during and after the full disk is in the database.
    const handle = await openDatabase({ dataDir });
    try {
      const { rows } = (await handle.db.execute(sql`select email from accounts`)) as unknown as {
        rows: Array<{ email: string }>;
      };
      const emails = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((e) => !emails.has(e))).toEqual([]);
    } finally {
      await handle.close();
    }
    remount('ro');
    try {
      const p = await spawnApi({ name: 'disk-ro', dataDir });
      const exit = await p.exited;
      const log = readFileSync(p.logFile, 'utf8');
      expect(exit.code, log).toBe(1);
      expect(log).toContain(`the data directory ${dataDir} cannot be written`);
      expect(log).toContain('read-only');
      expect(log).not.toContain('PGlite failed to initialize');
    } finally {
      remount('rw');
    }
  });

  it('starting on a full data directory stops at once with a message that says so', async () => {
    fillDisk();
    try {
      const p = await spawnApi({ name: 'disk-full', dataDir });
      const exit = await p.exited;
      const log = readFileSync(p.logFile, 'utf8');
      expect(exit.code, log).toBe(1);
      expect(log).toContain(`the disk holding the data directory ${dataDir} is full`);
    } finally {
      freeDisk();
    }
    api = await startApi({ name: 'disk-again', dataDir, readyTimeoutMs: 120_000 });
  });
});
