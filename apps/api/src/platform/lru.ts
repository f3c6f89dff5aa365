import { LRUCache } from 'lru-cache';

/**
 * A small bounded in-process cache, least recently used entry out first (`lru-cache`, decision
 * 019). For derived data that is cheap to rebuild: each API process has its own, nothing is shared
 * between processes. Values must not be `undefined` (a miss reads as `undefined`).
 */
export function createLru<K extends {}, V extends {}>(max: number): LRUCache<K, V> {
  if (!Number.isInteger(max) || max < 1) throw new Error('an LRU cache needs room for at least one entry');
  return new LRUCache<K, V>({ max });
}
export type Lru<K extends {}, V extends {}> = LRUCache<K, V>;
