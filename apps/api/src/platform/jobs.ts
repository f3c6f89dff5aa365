import type { FastifyBaseLogger } from 'fastify';
import { type Executor, isDatabaseUnavailable } from '../db/client';
import { claimJobRun } from './jobs.repository';

export { claimJobRun, jobRunCount } from './jobs.repository';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
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
