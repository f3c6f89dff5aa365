import type { Executor } from './client';

/**
 * A prepared statement for the hot read paths (GET /v1/account, the results, the session check on
 * every request), built once per database handle or transaction instead of on every call. Drizzle
 * renders the SQL once; on PostgreSQL the statement is named, so each pooled connection parses and
 * plans it once too; on PGlite it runs as a plain parameterised query. `name` must be unique.
 *
 *   const byId = preparedStatement((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   const rows = await byId(db).execute({ id });
 */
export function preparedStatement<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
