import type { PGlite } from '@electric-sql/pglite';
import type { Database, DatabaseHandle } from '../src/db/client';
import { drizzleOnPglite } from '../src/db/pglite-drizzle';
import * as schema from '../src/db/schema';

/**
 * Issue 42: starting an in-memory PGlite from the template's dump costs each API test file about
 * 0.35–0.5 s of a core (the WebAssembly instance, postgres' start, the dump written into its memory
 * file system), a sixth of the API project's CPU. A file that has closed its app hands its PGlite
 * back here; the next file of the worker gets it back as the template was: every table emptied and
 * filled again with the template's rows, every sequence where the template had it, the session's
 * state discarded. Still one database per file, and never two files at once (a worker runs one file
 * at a time; a file that opens a second app while the first is open gets a second PGlite).
 *
 * Only what SQL can change is reset, and a file could change more (a dropped trigger, a new table):
 * each reuse first compares the schema (tables, columns, defaults, constraints, indexes, triggers,
 * functions, views) with the template's, and a database that differs is closed, not reused.
 * The PostgreSQL run (TEST_DATABASE_URL) keeps a new database per file from the template.
 */
interface Snapshot {
  /** "schema"."table" of every table, for the one TRUNCATE. */
  tables: string[];
  /** The template's rows of each table that has any, as COPY wrote them. */
  rows: { table: string; blob: Blob }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
}

interface Pooled {
  client: PGlite;
  snapshot: Snapshot;
}

const idle: Pooled[] = [];
/** How many PGlites this worker started and how many times one was reused (test/pglite-reuse.test.ts). */
export const pgliteReuseCounts = { started: 0, reused: 0, discarded: 0 };

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

/** Everything a test could change in the schema, hashed: a database whose hash differs is not reused. */
const FINGERPRINT = `
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
    select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text || ' ' ||
      coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' ' ||
        coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') ||
      case when c.relkind = 'v' then ' ' || pg_get_viewdef(c.oid) else '' end as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
    union all
    select 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace in (select n.oid from pg_namespace n where ${USER_SCHEMAS})
    union all
    select 'idx ' || pg_get_indexdef(indexrelid) from pg_index where indrelid in
      (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS})
    union all
    select 'trg ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(oid)
      from pg_trigger where not tgisinternal
    union all
    select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${USER_SCHEMAS}
    union all
    select 'ext ' || extname || ' ' || extversion from pg_extension
  ) items`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const tables = tableRows.map((r) => r.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const { rows: count } = await client.query<{ any: boolean }>(`select exists (select from ${table}) as any`);
    if (!count[0]!.any) continue;
    const result = await client.query(`copy ${table} to '/dev/blob'`);
    if (!result.blob) throw new Error(`COPY of ${table} gave no data`);
    rows.push({ table, blob: result.blob });
  }
  const { rows: sequenceNames } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' order by 1`,
  );
  const sequences: Snapshot['sequences'] = [];
  for (const { name } of sequenceNames) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    sequences.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return { tables, rows, sequences, fingerprint: await fingerprint(client) };
}

/** Puts the database back as the template was; false when it cannot be (its schema changed). */
async function resetToTemplate({ client, snapshot }: Pooled): Promise<boolean> {
  if (client.closed) return false;
  // A transaction a test left open ends; the session's settings, prepared statements, temporary
  // tables, advisory locks and LISTENs go.
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await fingerprint(client)) !== snapshot.fingerprint) return false;
  // Triggers (the ledger's append-only guards among them) and foreign keys do not act while the rows
  // are emptied and put back: the rows are the template's own. DELETE, not TRUNCATE: TRUNCATE gives
  // each of the 66 tables and their indexes new files, 63 ms per reset against 3 ms; the few rows a
  // test file leaves dead cost nothing. Sequences, identities included, are set back below.
  await client.exec(`set session_replication_role = replica`);
  try {
    await client.exec(snapshot.tables.map((table) => `delete from ${table};`).join('\n'));
    for (const { table, blob } of snapshot.rows) await client.query(`copy ${table} from '/dev/blob'`, [], { blob });
    for (const s of snapshot.sequences) {
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [s.name, s.lastValue, s.isCalled]);
    }
  } finally {
    await client.exec('reset session_replication_role');
  }
  return true;
}

/**
 * A PGlite at the template's state: one a finished file of this worker gave back, reset, or else a
 * new one from `create()`. Its handle's close() gives it back instead of closing it.
 */
export async function reusablePglite(create: () => Promise<PGlite>): Promise<DatabaseHandle> {
  let pooled: Pooled | undefined;
  // One candidate at a time: a loop that popped the next one before testing `pooled` dropped it,
  // unclosed, whenever two were idle (a worker after a file with two apps open at once).
  while (!pooled) {
    const candidate = idle.pop();
    if (!candidate) break;
    if (await resetToTemplate(candidate).catch(() => false)) {
      pooled = candidate;
      pgliteReuseCounts.reused += 1;
    } else {
      pgliteReuseCounts.discarded += 1;
      await candidate.client.close().catch(() => {});
    }
  }
  if (!pooled) {
    pgliteReuseCounts.started += 1;
    const client = await create();
    pooled = { client, snapshot: await takeSnapshot(client) };
  }
  const taken = pooled;
  let released = false;
  return {
    db: drizzleOnPglite(taken.client, { schema }) as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await taken.client.query('select 1');
    },
    close: async () => {
      if (released) return;
      released = true;
      idle.push(taken);
    },
  };
}
