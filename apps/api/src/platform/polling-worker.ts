/**
 * The timer loop of a background worker that drains a database queue (the e-mail outbox, the fiscal
 * receipts): one drain at a time per process (a second call joins the running one), a tick every
 * `intervalMs` once started, `nudge()` to drain soon after a commit, `stop()` waiting for the drain
 * in progress. What is claimed and how (FOR UPDATE SKIP LOCKED, leases) is the queue's business.
 */
export function createPollingWorker({
  intervalMs,
  drain,
  onError,
  startStopped = false,
}: {
  intervalMs: number;
  /** Works through what is due; answers how many items it attempted. `isStopped` lets it end early. */
  drain: (isStopped: () => boolean) => Promise<number>;
  onError: (err: unknown) => void;
  /** true: nudge() does nothing until start() (tests drive runOnce themselves). */
  startStopped?: boolean;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = startStopped;

  async function runOnce(): Promise<number> {
    if (running) return running;
    running = drain(() => stopped);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await runOnce().catch(onError);
      schedule();
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    nudge() {
      if (!stopped) void runOnce().catch(onError);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => {});
    },
  };
}
