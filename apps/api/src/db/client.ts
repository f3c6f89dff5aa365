import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { assertDataDirUsable, type DataDirLock, lockDataDir } from './data-dir';
import { defaultClusterCacheDir, seedFromEmptyCluster } from './pglite-cluster';
import { drizzleOnPglite } from './pglite-drizzle';
import * as schema from './schema';

/** One type for both drivers (a union of the two Drizzle types breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: every API process takes this advisory lock while migrating. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Timeouts of the PostgreSQL pool, so a database that is down, restarting or unreachable makes
 * requests fail fast (503, see isDatabaseUnavailable) instead of hanging, and the pool heals by
 * itself when the server is back (docs/reliability.md).
 */
export const POOL_OPTIONS = {
  max: 10,
  idleTimeoutMillis: 30_000,
  /** Opening a connection, or waiting for a free one in the pool. */
  connectionTimeoutMillis: 5_000,
  /** Server side: no statement runs longer (the request answers 503 instead). */
  statement_timeout: 30_000,
  /** Server side: a transaction left open (a process that hangs mid-transaction) releases its locks. */
  idle_in_transaction_session_timeout: 60_000,
  /** Client side: the answer must arrive (a server that vanished without closing the socket). */
  query_timeout: 35_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

/** Error codes of a database that cannot be reached or is shutting down / starting up. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'not queryable',
  'Client was closed',
];

/**
 * Whether an error (or its cause: Drizzle wraps the driver's errors) means the database is not
 * reachable right now, as opposed to a bug or a constraint: the API answers 503 UNAVAILABLE.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    // AggregateError of a connect to several addresses (IPv4 and IPv6 of localhost).
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Opens the database and applies the committed migrations.
 * url undefined = PGlite on disk in dataDir/db; 'memory://' = PGlite in memory; postgres:// = a server.
 * loadDataDir (PGlite in memory only): start from this dump of a data directory (PGlite's
 * dumpDataDir), e.g. the tests' migrated template (test/global-setup.ts); migrations still run.
 * assets (PGlite in memory only): its compiled WebAssembly and file bundle, loaded once by a caller
 * that opens many databases in one process (the tests: test/helpers.ts).
 * clusterCacheDir (PGlite on disk only): where the empty cluster a new data directory is copied from
 * is kept (pglite-cluster.ts); default: in node_modules/.cache; null: PGlite's initdb every time.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  loadDataDir?: Blob;
  assets?: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
  clusterCacheDir?: string | null;
}): Promise<DatabaseHandle> {
  if (opts.url?.startsWith('postgres')) return openPostgres(opts.url);
  let client: PGlite;
  if (opts.url === 'memory://') {
    client = new PGlite({ ...opts.assets, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
    await client.waitReady;
    await migratePglite(drizzleOnPglite(client), { migrationsFolder });
    return pgliteHandle(client, null);
  }
  // On disk: one process at a time (the lock), on a directory that can be written (issue 36).
  await assertDataDirUsable(opts.dataDir);
  const lock = lockDataDir(opts.dataDir);
  try {
    const dir = path.join(opts.dataDir, 'db');
    await seedFromEmptyCluster(
      dir,
      opts.clusterCacheDir === undefined ? defaultClusterCacheDir() : opts.clusterCacheDir,
    );
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
    await client.waitReady;
    await migratePglite(drizzleOnPglite(client), { migrationsFolder });
  } catch (err) {
    lock.release();
    throw err;
  }
  return pgliteHandle(client, lock);
}

function pgliteHandle(client: PGlite, lock: DataDirLock | null): DatabaseHandle {
  const db = drizzleOnPglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Migrate on a dedicated connection holding an advisory lock, so several API processes starting
  // together never apply the same migration twice.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(migrator), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool discards it and opens a new one on the next query.
  pool.on('error', (err) => {
    console.warn(`database connection lost: ${err.message}`);
  });
  // The pool listens for errors of idle connections only: one checked out (between two queries of
  // a transaction) when the server goes away would emit an unhandled 'error' and end the process.
  // The query in flight fails on its own and the pool discards the connection when released.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      console.warn(`database connection lost during use: ${err.message}`);
    });
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
