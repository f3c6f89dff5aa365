import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per cached public read (platform/generation-cache.ts), bumped by triggers on the
 * tables the read is built from, in the transaction that changes them (migration 0025).
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
