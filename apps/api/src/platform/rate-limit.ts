import { createHmac } from 'node:crypto';
import { AppError } from '@nutritest/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * The key of a counter about an e-mail address: the address never reaches the table, only an HMAC
 * of it (lower-cased, trimmed) keyed with a secret derived from the server's JWT secret, so a copy of
 * `rate_limits` does not say who tried to sign in or reset a password (issue 17). Every process with
 * the same JWT secret computes the same key, so the counters stay shared.
 */
export function emailRateKey(secret: string, prefix: string, email: string): string {
  const key = createHmac('sha256', secret).update('nutritest:rate-limit-keys').digest();
  const digest = createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
  return `${prefix}:${digest}`;
}

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
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 0 else ${rateLimits.count} end`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Number(row?.count ?? 0);
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counts a hit and throws RATE_LIMITED past the limit. */
export async function enforceRateLimit(
  db: Executor,
  key: string,
  limit: number,
  windowSeconds: number,
  message?: string,
): Promise<void> {
  const count = await hitRateLimit(db, key, windowSeconds);
  if (count > limit) throw new AppError('RATE_LIMITED', message);
}

export async function purgeOldRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
