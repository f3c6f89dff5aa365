import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Fixed-window counter in PostgreSQL, so every API process sees the same count. One atomic upsert
 * per hit: a window that has ended starts again at 1.
 */
export async function hitRateLimit(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** The current count in the window (0 when none or the window has ended). */
export async function peekRateLimit(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const [count = 0] = await peekRateLimits(db, [key], windowSeconds);
  return count;
}

/**
 * The current counts of several counters of one window, in the order of `keys`, in one query (the
 * sign-in reads two on every attempt).
 */
export async function peekRateLimits(db: Executor, keys: string[], windowSeconds: number): Promise<number[]> {
  const rows = await db
    .select({
      key: rateLimits.key,
      count: sql<number>`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 0 else ${rateLimits.count} end`,
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  return keys.map((key) => counts.get(key) ?? 0);
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await clearRateLimits(db, [key]);
}

/** Clears several counters in one statement. */
export async function clearRateLimits(db: Executor, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export async function purgeOldRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
