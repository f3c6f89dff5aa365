import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createAccount, uniqueEmail } from '../src/db/seed/factories';
import { buildTestApp, signInAs, templatePglite } from './helpers';
import { pgliteReuseCounts } from './pglite-reuse';

// What the next file of a worker would see after this one: the template, whatever this one did.
const pglite = inject('testDatabaseTemplate')?.kind === 'pglite' && !process.env.TEST_DATABASE_URL;

function client(from: FastifyInstance | Database): PGlite {
  const db = 'database' in from ? from.database.db : from;
  return (db as unknown as { $client: PGlite }).$client;
}

/** Every table's rows and every sequence's position, hashed table by table. */
async function contents(db: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ hash: string | null; n: number }>(
      `select md5(string_agg(t::text, E'\\n' order by t::text)) as hash, count(*)::int as n from ${name} t`,
    );
    out[name] = `${rows[0]!.n} ${rows[0]!.hash}`;
  }
  const { rows: sequences } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' order by 1`,
  );
  for (const { name } of sequences) {
    const { rows } = await db.query<{ v: string }>(`select last_value || ' ' || is_called as v from ${name}`);
    out[`sequence ${name}`] = rows[0]!.v;
  }
  return out;
}

describe.runIf(pglite)('a PGlite handed to the next test file (test/pglite-reuse.ts)', () => {
  it('comes back as the template was: rows, reference data, sequences and the session', async () => {
    const first = await templatePglite();
    const db = client(first.db);
    const before = await contents(db);
    // What a test file does: accounts, deleted reference rows, sequences moved on, a
    // setting, an advisory lock, and a transaction left open.
    await createAccount(first.db, { email: uniqueEmail('reuse'), password: 'secret123', role: 'Customer' });
    const referenceTables = Object.entries(before)
      .filter(([name, value]) => name.startsWith('public.') && !value.startsWith('0 '))
      .map(([name]) => ({ name }))
      .slice(0, 3);
    expect(referenceTables.length).toBeGreaterThan(1);
    for (const { name } of referenceTables) {
      await db.exec(`delete from ${name} where ctid in (select ctid from ${name} limit 3)`);
    }
    const { rows: sequences } = await db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S'`,
    );
    expect(sequences.length).toBeGreaterThan(0);
    for (const { name } of sequences) await db.query(`select nextval('${name}')`);
    await db.exec(`set timezone = 'Asia/Tokyo'`);
    await db.exec('select pg_advisory_lock(42)');
    await db.exec('begin');
    await db.exec('set local statement_timeout = 1');
    await db.exec('rollback');
    await db.exec('begin');
    expect(await contents(db)).not.toEqual(before);
    const left = await db.query<{ tz: string; locks: number }>(
      `select current_setting('timezone') as tz, (select count(*)::int from pg_locks where locktype = 'advisory') as locks`,
    );
    expect(left.rows[0]).toEqual({ tz: 'Asia/Tokyo', locks: 1 });
    await first.close();

    const reused = pgliteReuseCounts.reused;
    const second = await templatePglite();
    try {
      expect(pgliteReuseCounts.reused).toBe(reused + 1);
      expect(client(second.db)).toBe(db);
      expect(await contents(db)).toEqual(before);
      const { rows } = await db.query<{ tz: string; locks: number }>(
        `select current_setting('timezone') as tz, (select count(*)::int from pg_locks where locktype = 'advisory') as locks`,
      );
      expect(rows[0]).toEqual({ tz: 'UTC', locks: 0 });
    } finally {
      await second.close();
    }
  });

  it('serves an app as a new one does', async () => {
    const first = await buildTestApp();
    await signInAs(first.app, 'Customer');
    await first.close();
    const reused = pgliteReuseCounts.reused;
    const second = await buildTestApp();
    try {
      expect(pgliteReuseCounts.reused).toBe(reused + 1);
      const { headers } = await signInAs(second.app, 'Customer');
      expect((await second.app.inject({ url: '/v1/account', headers })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is not reused when the file changed the schema', async () => {
    const first = await buildTestApp();
    const db = client(first.app);
    await db.exec('create table left_behind (id int)');
    await first.close();
    const discarded = pgliteReuseCounts.discarded;
    const second = await buildTestApp();
    try {
      expect(pgliteReuseCounts.discarded).toBe(discarded + 1);
      expect(client(second.app)).not.toBe(db);
      expect(db.closed).toBe(true);
      const { rows } = await client(second.app).query(`select to_regclass('left_behind') as t`);
      expect(rows).toEqual([{ t: null }]);
    } finally {
      await second.close();
    }
  });

  it('keeps every database given back, however many are idle at once', async () => {
    const first = await templatePglite();
    const second = await templatePglite();
    const given = [client(first.db), client(second.db)];
    await first.close();
    await second.close();
    const started = pgliteReuseCounts.started;
    const third = await templatePglite();
    const fourth = await templatePglite();
    try {
      expect(pgliteReuseCounts.started).toBe(started);
      expect(given).toContain(client(third.db));
      expect(given).toContain(client(fourth.db));
      expect(client(third.db)).not.toBe(client(fourth.db));
      expect(client(third.db).closed || client(fourth.db).closed).toBe(false);
    } finally {
      await third.close();
      await fourth.close();
    }
  });

  it('gives a file that opens a second app while the first is open a second database', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      expect(client(second.app)).not.toBe(client(first.app));
    } finally {
      await first.close();
      await second.close();
    }
  });
});
