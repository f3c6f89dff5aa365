import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { cacheGenerations } from '../db/schema';

/** One primary-key read per request of a cached answer: prepared once per database handle. */
const generationQuery = preparedStatement((db) =>
  db
    .select({ generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, sql.placeholder('name')))
    .prepare('nt_cache_generation'),
);

/** A cache's generation counter (cache_generations, bumped by triggers), if its row exists. */
export async function readGeneration(db: Database, name: string) {
  const [row] = await generationQuery(db).execute({ name });
  return row;
}
