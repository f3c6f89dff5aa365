import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, isDatabaseUnavailable } from '../db/client';
import { rateLimits } from '../db/schema';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

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

/**
 * Runs housekeeping jobs on a timer in every API process. Each tick first claims the job's due
 * run in the database (claimJobRun), so with any number of processes a job runs once per period;
 * a process that stops simply leaves the next run to another one. A failing run (the database
 * down, a gateway timing out) is logged and retried at the next period.
 */
export function startPeriodicJobs(db: Executor, jobs: PeriodicJob[], log: FastifyBaseLogger) {
  const busy = new Set<string>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (busy.has(job.name)) return;
      busy.add(job.name);
      (async () => {
        if (!(await claimJobRun(db, job.name, job.everyMs))) return;
        log.debug({ job: job.name }, 'periodic job runs');
        await job.run();
      })()
        .catch((err) => {
          if (isDatabaseUnavailable(err)) log.warn({ job: job.name }, 'periodic job skipped: database unavailable');
          else log.error({ err, job: job.name }, 'periodic job failed');
        })
        .finally(() => busy.delete(job.name));
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
