import { AppError, messages } from '@nutritest/domain';
import type { FastifyInstance } from 'fastify';
import { probeDataDir, type StorageProblem } from '../db/data-dir';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether writes can be stored right now (full or read-only disk, issue 36). */
    storageHealth: StorageHealth;
  }
}

export interface StorageHealth {
  /** The problem known now (the last probe, or a write that failed recently), or null. */
  problem(): StorageProblem | null;
  /** A request's write failed for this reason: writes are refused until a probe finds the disk usable. */
  report(problem: StorageProblem): void;
  /** Probes the data directory now (when it is watched) and returns the problem, or null. */
  check(): Promise<StorageProblem | null>;
  stop(): void;
}

/** A disk problem reported by a failed write counts this long when nothing can probe it (PostgreSQL's own disk). */
const REPORTED_PROBLEM_MS = 15_000;

/**
 * Watches whether writes can be stored. With the embedded database (`watchDir`, the data directory
 * that holds it) a probe writes, flushes and removes a small file and reads the free space every
 * `everyMs`, and again at once when a write fails for a disk reason. With PostgreSQL only the
 * server's own answers say so (SQLSTATE 53100 disk full, 25006 read-only): such a report counts for
 * 15 s, then writes are tried again.
 */
export function createStorageHealth(opts: {
  watchDir: string | null;
  everyMs?: number;
  log?: Pick<FastifyInstance['log'], 'warn' | 'info'>;
}): StorageHealth {
  let probed: StorageProblem | null = null;
  let reported: { problem: StorageProblem; until: number } | null = null;
  let running: Promise<StorageProblem | null> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const check = async () => {
    if (!opts.watchDir) return current();
    running ??= probeDataDir(opts.watchDir)
      .then(({ problem, freeBytes, error }) => {
        if (problem !== probed) {
          if (problem) opts.log?.warn({ problem, freeBytes, err: error?.message }, 'data directory cannot take writes');
          else opts.log?.info({ freeBytes }, 'data directory takes writes again');
        }
        probed = problem;
        if (!problem) reported = null;
        return current();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  function current(): StorageProblem | null {
    if (probed) return probed;
    if (reported && reported.until > Date.now()) return reported.problem;
    reported = null;
    return null;
  }

  if (opts.watchDir) {
    timer = setInterval(() => void check(), opts.everyMs ?? 5_000);
    timer.unref();
    void check();
  }

  return {
    problem: current,
    report(problem) {
      reported = { problem, until: Date.now() + REPORTED_PROBLEM_MS };
      if (opts.watchDir) void check();
    },
    check,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The Spanish 503 of a write refused because the disk is full or read-only. */
export function storageError(problem: StorageProblem): AppError {
  return new AppError('UNAVAILABLE', problem === 'full' ? messages.storageFull : messages.storageReadOnly);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Decorates the app with its storage health and refuses writes (POST/PUT/PATCH/DELETE) with a
 * Spanish 503 and its reason, before their body is read, while the disk cannot take them: a
 * request that would fail half-way on a full disk is not started, and reads go on working.
 * /readyz answers 503 meanwhile (health.routes.ts).
 */
export function registerStorageHealth(app: FastifyInstance, health: StorageHealth) {
  app.decorate('storageHealth', health);
  app.addHook('onRequest', async (req, reply) => {
    if (!WRITE_METHODS.has(req.method)) return;
    const problem = health.problem();
    if (problem) {
      reply.header('retry-after', '30');
      throw storageError(problem);
    }
  });
  app.addHook('onClose', async () => health.stop());
}
