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
  /**
   * The value under `key`, built with the counter's value it will be kept under. `generation`: a
   * value of the same counter the caller read before reading any of the data, passed by a build of
   * another cache on the same counter (the month's slots inside the slots answer), which then needs
   * no second read of its own (issue 42: each read is a turn of a busy event loop).
   */
  get(key: string, build: (generation: string) => Promise<V>, generation?: string): Promise<V>;
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
    async get(key, build, known) {
      const generation = known ?? (await generationOf(db, name));
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now() - hit.at < options.ttlMs) return hit.value;
      const flight = `${generation}\0${key}`;
      const pending = building.get(flight);
      if (pending) return pending;
      const at = now();
      const promise = build(generation).then(
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

/**
 * Reads of a key asked for in the same turn of the event loop, made once (issue 42): the first
 * asker schedules the read for the end of the turn (`setImmediate`, after the I/O callbacks of that
 * poll), everyone who asks before it is sent shares it, and whoever asks once it is sent waits for
 * the next one. Each read is sent after every request it answers had arrived, so it is as fresh
 * for each of them as a read of its own: under load a burst of the same public page costs one
 * statement instead of one each, and nothing is kept between turns.
 */
export function createTurnBatcher<V>(read: (key: string) => Promise<V>) {
  const waiting = new Map<string, Promise<V>>();
  return (key: string): Promise<V> => {
    let pending = waiting.get(key);
    if (!pending) {
      pending = new Promise<V>((resolve, reject) => {
        setImmediate(() => {
          waiting.delete(key);
          read(key).then(resolve, reject);
        });
      });
      waiting.set(key, pending);
    }
    return pending;
  };
}

const generationReaders = new WeakMap<Database, (name: string) => Promise<string>>();

function generationOf(db: Database, name: CacheGeneration): Promise<string> {
  let reader = generationReaders.get(db);
  if (!reader) {
    reader = createTurnBatcher(async (key) => {
      const row = await readGeneration(db, key);
      // No row (a database migrated without it): never reuse an answer.
      return row ? String(row.generation) : `none:${Math.random()}`;
    });
    generationReaders.set(db, reader);
  }
  return reader(name);
}
