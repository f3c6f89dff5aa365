import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cacheGenerations } from '../db/schema';
import { createLru } from './lru';

/**
 * The public reads that are the same for everyone (the weekly menu, a month of consultation slots)
 * kept briefly in each API process, never stale after a change (issue 23). Every table they are
 * built from has a database trigger that bumps a counter in `cache_generations` in the same
 * transaction as the change (migration 0025): a request reads the counter (one primary-key read)
 * and rebuilds when it moved, whichever process made the change. `ttlMs` also bounds what depends
 * on the clock alone (a hold that expires, the 24 h lead of a session).
 *
 * The counter is read before the data, so an answer is stored under a generation no newer than
 * what it shows: a change committed meanwhile moves the counter and the next request rebuilds.
 */
export type CacheGeneration = 'meals-menu' | 'consultation-slots';

export interface GenerationCache<V> {
  get(key: string, build: () => Promise<V>): Promise<V>;
}

export function createGenerationCache<V extends {}>(
  db: Database,
  name: CacheGeneration,
  options: { ttlMs: number; max?: number; now?: () => number },
): GenerationCache<V> {
  const entries = createLru<string, { generation: string; at: number; value: V }>(options.max ?? 100);
  const now = options.now ?? Date.now;
  return {
    async get(key, build) {
      const generation = await generationOf(db, name);
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now() - hit.at < options.ttlMs) return hit.value;
      const at = now();
      const value = await build();
      entries.set(key, { generation, at, value });
      return value;
    },
  };
}

async function generationOf(db: Database, name: CacheGeneration): Promise<string> {
  const [row] = await db
    .select({ generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, name));
  // No row (a database migrated without it): never reuse an answer.
  return row ? String(row.generation) : `none:${Math.random()}`;
}
