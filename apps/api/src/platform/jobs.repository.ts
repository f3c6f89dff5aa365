import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';

/** A timer may fire a little late; a run this much earlier than the period still counts as due. */
const TOLERANCE = 0.1;

/**
 * Claims the due run of a job for this process: true for exactly one caller per period, across
 * every API process sharing the database. The last run of each job is one row `job:<name>` of
 * `rate_limits` (window_start = when it last ran, count = how many runs): one atomic upsert that
 * only succeeds when the last run is at least a period old. The row doubles as a record of runs.
 */
export async function claimJobRun(db: Executor, name: string, everyMs: number): Promise<boolean> {
  const minGapSeconds = (everyMs * (1 - TOLERANCE)) / 1000;
  const rows = await db
    .insert(rateLimits)
    .values({ key: `job:${name}`, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: sql`now()`, count: sql`${rateLimits.count} + 1` },
      setWhere: sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${minGapSeconds})`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

/** How many times a job has run (all processes), from its `rate_limits` row. */
export async function jobRunCount(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, `job:${name}`));
  return row?.count ?? 0;
}
