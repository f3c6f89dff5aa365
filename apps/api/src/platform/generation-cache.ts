import type { Database } from '../db/client';
import { readGeneration } from './generation-cache.repository';
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
  /** Builds under way, by key and generation: requests that miss together share one build. */
  const building = new Map<string, Promise<V>>();
  const now = options.now ?? Date.now;
  return {
    async get(key, build) {
      const generation = await generationOf(db, name);
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now() - hit.at < options.ttlMs) return hit.value;
      const flight = `${generation}\0${key}`;
      const pending = building.get(flight);
      if (pending) return pending;
      const at = now();
      const promise = build().then(
        (value) => {
          building.delete(flight);
          entries.set(key, { generation, at, value });
          return value;
        },
        (error: unknown) => {
          building.delete(flight);
          throw error;
        },
      );
      building.set(flight, promise);
      return promise;
    },
  };
}

async function generationOf(db: Database, name: CacheGeneration): Promise<string> {
  const row = await readGeneration(db, name);
  // No row (a database migrated without it): never reuse an answer.
  return row ? String(row.generation) : `none:${Math.random()}`;
}
