/**
 * A small bounded in-process cache, least recently used entry out first (a Map keeps insertion
 * order, so a hit is moved to the end). For derived data that is cheap to rebuild: each API process
 * has its own, nothing is shared between processes.
 */
export function createLru<K, V>(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error('an LRU cache needs room for at least one entry');
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete(key: K) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
export type Lru<K, V> = ReturnType<typeof createLru<K, V>>;
