import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newTemplateClient } from '../../test/helpers';
import { drizzleOnPglite, skipDrizzleParserCopies } from './pglite-drizzle';

const sample = pgTable('pglite_drizzle_sample', {
  id: integer('id').primaryKey(),
  day: date('day'),
  at: timestamp('at', { mode: 'string' }),
  atZone: timestamp('at_zone', { withTimezone: true }),
  span: interval('span'),
  amount: numeric('amount'),
  amounts: numeric('amounts').array(),
  days: date('days').array(),
  ats: timestamp('ats', { mode: 'string' }).array(),
  atsZone: timestamp('ats_zone', { withTimezone: true, mode: 'string' }).array(),
  words: text('words').array(),
  spans: interval('spans').array(),
  counts: integer('counts').array(),
  label: text('label'),
  extra: jsonb('extra'),
});

const CREATE = sql`create table pglite_drizzle_sample (
  id int primary key, day date, at timestamp, at_zone timestamptz, span interval, amount numeric,
  amounts numeric[], days date[], ats timestamp[], ats_zone timestamptz[], words text[], spans interval[], counts int[],
  label text, extra jsonb)`;
const ROWS = [
  {
    id: 1,
    day: '2026-02-28',
    at: '2026-12-06 07:28:19.123456',
    atZone: new Date('2026-12-06T07:28:19.5-03:00'),
    span: '1 day 02:03:04',
    amount: '12345678901234567890.123456789',
    amounts: ['0.1', '99999999999999999999.5'],
    days: ['2026-01-01', '1999-12-31'],
    ats: ['2026-12-06 07:28:19', '2000-01-01 00:00:00.000001'],
    atsZone: ['2026-12-06T07:28:19Z', '2026-06-01T12:00:00-03:00'],
    words: ['uno', 'dos, tres', '"cuatro"'],
    spans: ['00:00:01', '3 mons'],
    counts: [1, 2, 3],
    label: 'ñandú',
    extra: { a: [1, 'dos'], b: null },
  },
  { id: 2 },
];

/** What Drizzle reads back: rows through the query builder (array mode) and raw (object mode), outside and in a transaction. */
async function readBack(db: ReturnType<typeof drizzle>) {
  const built = await db.select().from(sample).orderBy(sample.id);
  const raw = await db.execute(sql`select * from pglite_drizzle_sample order by id`);
  const inTransaction = await db.transaction(async (tx) => ({
    built: await tx.select().from(sample).orderBy(sample.id),
    raw: await tx.execute(sql`select * from pglite_drizzle_sample order by id`),
  }));
  return { built, raw: raw.rows, inTransaction: { built: inTransaction.built, raw: inTransaction.raw.rows } };
}

// PGlite's own client: the PostgreSQL run of the API suite has nothing to add.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "Drizzle on PGlite without copying PGlite's parser table per query (decision 095)",
  () => {
    let client: PGlite;
    /** The options Drizzle itself sends with its queries, as PGlite received them before the change. */
    const drizzleOptions: QueryOptions[] = [];
    let expected: Awaited<ReturnType<typeof readBack>>;

    beforeAll(async () => {
      client = await newTemplateClient();
      const plain = drizzle(client);
      await plain.execute(CREATE);
      await plain.insert(sample).values(ROWS);
      const query = vi.spyOn(client, 'query');
      expected = await readBack(plain);
      drizzleOptions.push(...query.mock.calls.map((call) => call[2] as QueryOptions));
      query.mockRestore();
    });
    afterAll(async () => {
      await client?.close();
    });

    it("sends Drizzle's own parsers with every query of the unchanged driver (what is skipped)", () => {
      expect(drizzleOptions.length).toBeGreaterThan(0);
      for (const options of drizzleOptions) expect(Object.keys(options.parsers ?? {}).length).toBeGreaterThan(0);
    });

    it('reads back every value as without it (dates, timestamps, intervals, numerics, their arrays), no query sending parsers', async () => {
      // What reaches PGlite, seen by spies placed before the wrapper (which calls what it found):
      // the instance's query, and each transaction object's own.
      const outside = vi.spyOn(client, 'query');
      const inside: (QueryOptions | undefined)[] = [];
      const transaction = client.transaction.bind(client);
      vi.spyOn(client, 'transaction').mockImplementation((callback) =>
        transaction((tx: Transaction) => {
          const txQuery = tx.query.bind(tx);
          (tx as { query: Transaction['query'] }).query = ((
            text: string,
            params?: unknown[],
            options?: QueryOptions,
          ) => {
            inside.push(options);
            return txQuery(text, params, options);
          }) as Transaction['query'];
          return callback(tx);
        }),
      );
      const db = drizzleOnPglite(client);
      expect(await readBack(db)).toEqual(expected);
      expect(expected.built[0]).toMatchObject({
        day: '2026-02-28',
        amount: '12345678901234567890.123456789',
        amounts: ['0.1', '99999999999999999999.5'],
        atZone: new Date('2026-12-06T10:28:19.500Z'),
        counts: [1, 2, 3],
        words: ['uno', 'dos, tres', '"cuatro"'],
        extra: { a: [1, 'dos'], b: null },
      });
      expect(outside.mock.calls.length).toBeGreaterThan(0);
      expect(inside.length).toBeGreaterThan(0);
      for (const options of [...outside.mock.calls.map((call) => call[2] as QueryOptions | undefined), ...inside]) {
        expect(options?.parsers).toBeUndefined();
      }
    });

    it('passes on parsers that are not the same pass-throughs, and prepares an instance once', async () => {
      const prepared = skipDrizzleParserCopies(client);
      expect(skipDrizzleParserCopies(prepared)).toBe(prepared);
      const upper = { 25: (value: string) => value.toUpperCase() };
      const { rows } = await prepared.query<{ label: string }>(
        'select label from pglite_drizzle_sample where id = 1',
        [],
        {
          parsers: upper,
        },
      );
      expect(rows[0]?.label).toBe('ÑANDÚ');
      // A pass-through type with a parser that changes its value is not skipped either.
      const { rows: days } = await prepared.query<{ day: string }>(
        'select day from pglite_drizzle_sample where id = 1',
        [],
        {
          parsers: { 1082: (value: string) => `día ${value}` },
        },
      );
      expect(days[0]?.day).toBe('día 2026-02-28');
      // One that would throw on anything but a date (the probe included) is used, not probed into an error.
      const { rows: isoDays } = await prepared.query<{ day: string }>(
        'select day from pglite_drizzle_sample where id = 1',
        [],
        { parsers: { 1082: (value: string) => new Date(`${value}T00:00:00Z`).toISOString() } },
      );
      expect(isoDays[0]?.day).toBe('2026-02-28T00:00:00.000Z');
    });
  },
);
