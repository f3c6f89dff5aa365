import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client';
import { defaultClusterCacheDir, emptyCluster } from '../src/db/pglite-cluster';
import { drizzleOnPglite } from '../src/db/pglite-drizzle';
import * as schema from '../src/db/schema';
import { seedReference } from '../src/db/seed/reference';

/**
 * Issue 19: every API test file used to migrate a fresh database (~4.5 s of a 2-core machine's
 * time per file). The suite now builds the migrated, reference-seeded database once and every
 * test file starts from its own copy (still one fresh database per file, see test/helpers.ts):
 *
 * - PGlite (default): a dump (uncompressed tar) of the data directory, cached in
 *   node_modules/.cache/nutritest-test-db/ under a hash of what it is built from (CACHE_INPUTS and
 *   the PGlite version), so a changed or new migration or reference seed builds it again by itself.
 * - PostgreSQL (TEST_DATABASE_URL): a template database migrated and seeded for this run
 *   (`create database … template …` per file), dropped at the end.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file's database comes from; empty: migrate a new one (the old way). */
    testDatabaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string } | { kind: 'none' };
  }
}

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
const migrationsFolder = path.join(apiRoot, 'src/db/migrations');
/** Everything the template's content depends on (besides the PGlite version): keep in sync with it. */
const CACHE_INPUTS = [
  migrationsFolder,
  path.join(apiRoot, 'src/db/seed/reference.ts'),
  path.join(repoRoot, 'packages/domain/src/reference.ts'),
  path.join(repoRoot, 'packages/domain/src/departments.ts'),
  path.join(import.meta.dirname, 'global-setup.ts'),
];
const cacheDir = path.join(repoRoot, 'node_modules/.cache/nutritest-test-db');

function listFiles(p: string): string[] {
  return statSync(p).isDirectory()
    ? readdirSync(p)
        .sort()
        .flatMap((f) => listFiles(path.join(p, f)))
    : [p];
}

/** A hash of the template's inputs: file names (relative) and contents, and the PGlite version. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pglitePackage = path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version);
  for (const file of CACHE_INPUTS.flatMap(listFiles)) {
    hash.update(`\0${path.relative(repoRoot, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  try {
    statSync(file);
    return file;
  } catch {}
  const started = Date.now();
  // Built from a copy of the installation's empty cluster (src/db/pglite-cluster.ts), which this makes
  // on a fresh clone: the server's later starts on a new data directory (the browser journeys', the
  // fault tests', `npm start`'s) copy it instead of running PGlite's initdb again (decision 094).
  const clusterCache = defaultClusterCacheDir();
  const work = mkdtempSync(path.join(tmpdir(), 'nutritest-test-db-'));
  if (clusterCache) cpSync(await emptyCluster(clusterCache), work, { recursive: true, force: true });
  const client = new PGlite(work);
  await client.waitReady;
  await migrate(drizzleOnPglite(client), { migrationsFolder });
  await seedReference(drizzleOnPglite(client, { schema }) as unknown as Database);
  // The tests never create a database: without PostgreSQL's two template databases the dump is
  // 28 MB instead of 43 MB, and every test file's copy starts ~0.1 s sooner.
  for (const name of ['template0', 'template1']) {
    await client.query(`alter database ${name} is_template false`);
    await client.query(`drop database ${name}`);
  }
  // Each test file's PGlite starts by clearing its shared buffers: PostgreSQL's default 128 MB cost
  // ~75 ms of every file's start (108 files); a test database fits in 16 MB (issue 42).
  await client.query(`alter system set shared_buffers = '16MB'`);
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Older templates (other migrations), unused for a day, go.
  for (const old of readdirSync(cacheDir)) {
    const p = path.join(cacheDir, old);
    if (p !== file && Date.now() - statSync(p).mtimeMs > 86_400_000) rmSync(p, { force: true });
  }
  if (process.env.DEBUG_TEST_DB)
    process.stderr.write(`test database template built in ${Date.now() - started} ms: ${file}\n`);
  return file;
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `nt_template_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: apiRoot });
  await seedReference(handle.db);
  // No connection may stay open to a template database while it is copied.
  await handle.close();
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.NUTRITEST_TEST_DB_TEMPLATE === 'off') {
    project.provide('testDatabaseTemplate', { kind: 'none' });
    return;
  }
  if (!serverUrl) {
    project.provide('testDatabaseTemplate', { kind: 'pglite', file: await pgliteTemplate() });
    return;
  }
  const template = await postgresTemplate(serverUrl);
  // Said in the run's output, so that CI's log shows the suite ran on PostgreSQL, not on PGlite.
  console.info(`API suite on PostgreSQL: template database ${template.name} at ${new URL(serverUrl).host}`);
  project.provide('testDatabaseTemplate', { kind: 'postgres', name: template.name });
  return template.drop;
}
