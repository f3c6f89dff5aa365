/**
 * (j) Backup and restore on PostgreSQL (issue 36): `npm run db:backup` while the API runs, then
 * `npm run db:restore` of that file brings back every row of every table, whatever changed after.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDigests } from '../../src/db/backup';
import { register } from './common';
import { faultStack, JWT_SECRET, runScript, stopApi } from './harness';

const stack = faultStack('backup');
const dir = mkdtempSync(path.join(tmpdir(), 'nutritest-faults-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PostgreSQL backup and restore', () => {
  it('restores every row of every table from a backup taken while the API ran', async () => {
    for (let i = 0; i < 5; i++)
      expect((await register(stack.api, `copia.${i}.${Date.now()}@test.uy`)).status).toBe(201);
    const env = { DATABASE_URL: stack.db.url, NODE_ENV: 'production', JWT_SECRET, DATA_DIR: dir };
    const file = path.join(dir, 'nutritest.dump');

    // Taken while the API runs (pg_dump's snapshot); then the API stops so nothing moves.
    const online = await runScript('db-backup', [path.join(dir, 'online.dump')], env);
    expect(online.code, online.output).toBe(0);
    await stopApi(stack.api);
    const atBackup = await postgresDigests(stack.db.url);
    expect(atBackup['public.accounts']!.rows).toBeGreaterThanOrEqual(5);
    const backup = await runScript('db-backup', [file], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written: ${file}`);

    await stack.db.query(`delete from outbox_emails`);
    await stack.db.query(`update accounts set email = 'cambiado.' || email where email like 'copia.%'`);
    await stack.db.query(`insert into rate_limits (key, window_start, count) values ('after-backup', now(), 1)`);
    expect(await postgresDigests(stack.db.url)).not.toEqual(atBackup);

    const restore = await runScript('db-restore', [file], env);
    expect(restore.code, restore.output).toBe(0);
    expect(await postgresDigests(stack.db.url)).toEqual(atBackup);
  });

  it('a missing or broken backup file fails clearly and changes nothing', async () => {
    const env = { DATABASE_URL: stack.db.url, NODE_ENV: 'production', JWT_SECRET, DATA_DIR: dir };
    const before = await postgresDigests(stack.db.url);
    const missing = await runScript('db-restore', [path.join(dir, 'nope.dump')], env);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Backup file not found');
    const broken = path.join(dir, 'broken.dump');
    rmSync(broken, { force: true });
    writeFileSync(broken, 'not a dump');
    const bad = await runScript('db-restore', [broken], env);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('pg_restore failed');
    expect(await postgresDigests(stack.db.url)).toEqual(before);
  });
});
