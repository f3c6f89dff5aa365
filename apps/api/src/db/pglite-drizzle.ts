import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type { DrizzleConfig } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';

/**
 * Drizzle on PGlite without PGlite copying its parser table on every query (decision 095).
 *
 * Drizzle's PGlite driver sends, with every query, parsers that give the driver's text back for
 * dates, timestamps, intervals and a few of their arrays (Drizzle maps them itself). PGlite merges
 * per-query parsers into its own table by copying that table — about 3,000 entries, one per type
 * and array type — for each query: measured here, 0.27 ms a query against 0.16 ms without (a
 * primary-key read, medians of five rounds), the largest single cost of a simple query on the
 * embedded database.
 *
 * So the instance itself is given those same pass-through parsers once, and a query whose parsers
 * are exactly such pass-throughs (each of a type listed here, each giving its text back unchanged)
 * is run without them: the same parsers apply, with nothing copied. Anything else (another type,
 * a parser that changes the value) is passed on to PGlite as it came.
 */
const PASSTHROUGH_TYPES = [
  1082, // date
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
] as const;
const passThrough = (value: string) => value;
const PROBE = '\u0000nutritest-probe';
const prepared = new WeakSet<PGlite>();

type Parsers = NonNullable<QueryOptions['parsers']>;

/** True when every parser is one of the instance's pass-throughs (and does give its text back). */
function onlyPassThrough(parsers: Parsers): boolean {
  for (const key of Object.keys(parsers)) {
    const oid = Number(key);
    if (!(PASSTHROUGH_TYPES as readonly number[]).includes(oid)) return false;
    try {
      if (parsers[oid]?.(PROBE) !== PROBE) return false;
    } catch {
      // A parser that cannot read the probe is not a pass-through: PGlite gets it as it came.
      return false;
    }
  }
  return true;
}

function withoutPassThrough(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !onlyPassThrough(options.parsers)) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/**
 * Sets the pass-through parsers on the instance and skips a query's identical ones. Once per
 * instance (a reused test database is handed to Drizzle again); the instance must be ready, since
 * PGlite sets its array types' parsers while it starts.
 */
export function skipDrizzleParserCopies(client: PGlite): PGlite {
  if (prepared.has(client)) return client;
  prepared.add(client);
  for (const oid of PASSTHROUGH_TYPES) client.parsers[oid] = passThrough;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutPassThrough(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) =>
      callback(
        // The transaction object's own members (its `closed` getter among them) through its prototype.
        Object.create(tx, {
          query: {
            value: (text: string, params?: unknown[], options?: QueryOptions) =>
              tx.query(text, params, withoutPassThrough(options)),
          },
        }) as Transaction,
      ),
    )) as PGlite['transaction'];
  return client;
}

/** Drizzle on a ready PGlite instance, its queries run without copying the parser table. */
export function drizzleOnPglite<TSchema extends Record<string, unknown> = Record<string, never>>(
  client: PGlite,
  config: DrizzleConfig<TSchema> = {},
) {
  return drizzle(skipDrizzleParserCopies(client), config);
}
