import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs housekeeping jobs on a timer in every API process. Each job must be safe to run from
 * several processes at once (idempotent deletes, or rows claimed with SKIP LOCKED).
 */
export function startPeriodicJobs(jobs: PeriodicJob[], log: FastifyBaseLogger) {
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      job.run().catch((err) => log.error({ err, job: job.name }, 'periodic job failed'));
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
