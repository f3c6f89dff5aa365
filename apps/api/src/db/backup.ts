import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from './client';
import { lockDataDir, StartupError } from './data-dir';

/**
 * Backups and restores (issue 36; README "Backups", docs/reliability.md):
 *
 * - Embedded database (PGlite): a gzipped tarball of its data directory (PGlite's own
 *   `dumpDataDir`), taken while holding the data directory's lock, so the server must be stopped
 *   (a backup of files another process is writing would be torn). Restore loads it into a fresh
 *   `DATA_DIR/db`; the current one is kept beside it, never deleted.
 * - PostgreSQL: `pg_dump --format=custom` (a consistent snapshot, taken while the API runs) and
 *   `pg_restore --clean --single-transaction` (stop the API processes first). Needs PostgreSQL's
 *   client programs, of the server's major version or newer.
 */

const stamp = () =>
  new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');

/** Where a backup goes when no file is named: DATA_DIR/backups/nutritest-<kind>-<time>.<ext>. */
export function defaultBackupFile(dataDir: string, kind: 'pglite' | 'postgres'): string {
  return path.join(dataDir, 'backups', `nutritest-${kind}-${stamp()}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/** Backs up the embedded database in `dataDir` to `file` (refused while another process holds it). */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    throw new StartupError(`No embedded database in ${path.join(dataDir, 'db')}: nothing to back up.`);
  }
  const lock = lockDataDir(dataDir, 'db:backup');
  let client: PGlite | undefined;
  try {
    client = new PGlite(path.join(dataDir, 'db'));
    await client.waitReady;
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    // Written next to its final name and renamed: an interrupted backup never looks complete.
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    await client?.close();
    lock.release();
  }
}

/**
 * Restores the embedded database in `dataDir` from a backup made by backupEmbedded: the current
 * `db` directory is renamed to `db.before-restore-<time>` (kept), the backup is loaded into a new
 * one and the committed migrations are applied (a backup from an older version is brought up to
 * date). Refused while another process holds the data directory.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<{ keptPrevious: string | null }> {
  if (!existsSync(file)) throw new StartupError(`Backup file not found: ${file}`);
  const archive = readFileSync(file);
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b) {
    throw new StartupError(`${file} is not an embedded-database backup (a .tar.gz made by npm run db:backup).`);
  }
  const lock = lockDataDir(dataDir, 'db:restore');
  const dir = path.join(dataDir, 'db');
  let keptPrevious: string | null = null;
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptPrevious = `${dir}.before-restore-${stamp()}`;
      renameSync(dir, keptPrevious);
    }
    const client = new PGlite(dir, { loadDataDir: new Blob([archive]) });
    try {
      await client.waitReady;
    } finally {
      await client.close();
    }
  } catch (err) {
    lock.release();
    throw err;
  }
  lock.release();
  // Opened once the normal way: the lock again, and the migrations of this version.
  const handle = await openDatabase({ dataDir });
  await handle.close();
  return { keptPrevious };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new StartupError(
            `${command} not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), ` +
              'of the server’s major version or newer.',
          ),
        );
      }
      reject(new StartupError(`${command} failed: ${stderr.trim() || err.message}`));
    });
  });
}

/** pg_dump of the database at `url` into `file` (custom format; safe while the API runs). */
export async function backupPostgres(url: string, file: string): Promise<{ bytes: number }> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]);
  renameSync(partial, file);
  return { bytes: statSync(file).size };
}

/**
 * pg_restore of `file` into the database at `url`, in one transaction: every object of the backup
 * is dropped and recreated with the backup's rows (anything else in the database stays). Stop the
 * API processes first. A failure changes nothing.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if (!existsSync(file)) throw new StartupError(`Backup file not found: ${file}`);
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

/**
 * Every table's row count and a digest of all its rows (schemas public and drizzle): two equal
 * results mean the same rows. For the backup tests and for checking a restore by hand.
 */
export async function tableDigests(query: (text: string) => Promise<Array<Record<string, unknown>>>) {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { s, t } of tables as Array<{ s: string; t: string }>) {
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as d from "${s}"."${t}" x`,
    );
    out[`${s}.${t}`] = { rows: Number(row!.n), digest: String(row!.d) };
  }
  return out;
}

/** tableDigests over a PostgreSQL URL. */
export async function postgresDigests(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableDigests(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}
