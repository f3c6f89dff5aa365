import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { hash, verify } from '@node-rs/argon2';
import { AppError, isCommonPassword, messages } from '@nutritest/domain';

/** argon2id with m=19456 KiB, t=2, p=1 (OWASP's baseline): what the product hashes with, always. */
export const PASSWORD_HASH_OPTIONS = Object.freeze({
  algorithm: 2 as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});
/**
 * The API tests' parameters (issue 42, decision 074): argon2id all the same, 1 MiB and one pass. The
 * suite makes over a thousand hashes and verifications, and at the product's cost they were about an
 * eighth of its CPU. test/setup.ts chooses them before every test file; the files that check the
 * stored parameters choose the product's again (test/security/passwords.test.ts).
 */
const TEST_HASH_OPTIONS = Object.freeze({ algorithm: 2 as const, memoryCost: 1024, timeCost: 1, parallelism: 1 });
interface HashOptions {
  readonly algorithm: 2;
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}
let options: HashOptions = PASSWORD_HASH_OPTIONS;

/**
 * Tests only: hash new passwords with the cheap parameters or the product's. Refused outside Vitest
 * and in production, so no configuration, variable or request can lower the product's cost (a test
 * checks that the product's code never calls it).
 */
export function usePasswordCostForTests(cost: 'cheap' | 'product'): void {
  if (!process.env.VITEST || process.env.NODE_ENV === 'production') {
    throw new Error('usePasswordCostForTests is for the test suite only');
  }
  options = cost === 'cheap' ? TEST_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

/** Which parameters new hashes get now: caches of hashes (the stand-in, the factories') key on it. */
export function passwordCostKey(): string {
  return `m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}`;
}

/**
 * argon2 runs on one worker thread per process, one computation at a time, at the lowest CPU
 * priority (nice 19 is a per-thread setting on Linux). Each computation takes a core for tens of
 * milliseconds: a flood of sign-ins would otherwise take the CPU from the event loop and from
 * PostgreSQL, and every other request would wait (issue 11: other endpoints' p99 at most 2x during a
 * sign-in flood). Sign-ins only get the CPU nobody else needs; when idle they run at full speed.
 *
 * A lower priority does not stop a hash from slowing its neighbours where the two cores a process
 * sees share one physical core (hyperthreads) or its memory caches (each hash walks 19 MB): measured
 * on the 2-core machine, GET /v1/account's p99 went 9 → 24 ms during a flood (docs/journal/performance-history.md).
 * So while this process's event loop is busy serving other requests (more than half of the last
 * half second), hashes back to back rest in between as long as the last one took (at most half a
 * core, HASH_REST_RATIO). When more than FLOOD_BACKLOG computations wait besides (a flood: the
 * bench's 20 connections keep about 20 waiting, a day's 5 sign-ins a second one or two), each rests
 * three times as long, a quarter of a core: measured on the 2-core machine, GET /v1/account's p99
 * during the bench's flood went from 1.83–2.86× its p99 alone to 1.13–1.83×, and the flood's own
 * sign-ins from 24–28 to 10–13 a second (docs/journal/performance-history.md, 2026-12-04 afternoon).
 * The price: during such a flood every sign-in queues behind it for longer (the flood's median
 * 0.54 → 1.5–2.1 s in the bench), which the flood of one account could already cause before, in
 * part; the rest of the product keeps its speed.
 * A lone sign-in is never delayed, nor are sign-ins on a quiet process. Where a worker cannot start,
 * the library's own thread pool is used, one at a time.
 */
export const HASH_REST_RATIO = 1;
export const FLOOD_REST_RATIO = 3;
export const FLOOD_BACKLOG = 4;

/** How long a computation rests after it, as a multiple of its own time (0: not at all). */
export function hashRestRatio(loopBusyShare: number, waiting: number): number {
  if (loopBusyShare <= 0.5) return 0;
  return waiting > FLOOD_BACKLOG ? FLOOD_REST_RATIO : HASH_REST_RATIO;
}
/** The event loop's busy share over the last half second (0–1), sampled twice a second. */
let loopBusy = 0;
let lastLoop = performance.eventLoopUtilization();
const loopSampler = setInterval(() => {
  const now = performance.eventLoopUtilization();
  loopBusy = performance.eventLoopUtilization(now, lastLoop).utilization;
  lastLoop = now;
}, 500);
loopSampler.unref();
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
try { require('node:os').setPriority(0, 19); } catch {}
const pause = new Int32Array(new SharedArrayBuffer(4));
let restUntil = 0;
parentPort.on('message', ({ id, op, password, hashed, options, restRatio }) => {
  const rest = restUntil - Date.now();
  if (rest > 0) Atomics.wait(pause, 0, 0, rest);
  const started = Date.now();
  try {
    const value = op === 'hash' ? argon2.hashSync(password, options) : argon2.verifySync(hashed, password);
    parentPort.postMessage({ id, value });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
  const now = Date.now();
  restUntil = now + (now - started) * restRatio;
});
`;

type Job = { resolve: (value: string | boolean) => void; reject: (err: Error) => void };
let worker: Worker | null | undefined;
const jobs = new Map<number, Job>();
let nextId = 1;

function passwordWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
    const created = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2 } });
    created.unref();
    created.on('message', (m: { id: number; value?: string | boolean; error?: string }) => {
      const job = jobs.get(m.id);
      jobs.delete(m.id);
      // Keeps the process alive only while a computation is pending (scripts end when done).
      if (jobs.size === 0) created.unref();
      if (m.error !== undefined) job?.reject(new Error(m.error));
      else job?.resolve(m.value!);
    });
    created.on('error', (err) => {
      for (const job of jobs.values()) job.reject(err);
      jobs.clear();
      worker = null;
    });
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

let hashing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = hashing.then(work, work);
  hashing = run.catch(() => {});
  return run;
}

function inWorker<T extends string | boolean>(
  message: Record<string, unknown>,
  fallback: () => Promise<T>,
): Promise<T> {
  const target = passwordWorker();
  if (!target) return oneAtATime(fallback);
  return new Promise<T>((resolve, reject) => {
    const id = nextId++;
    const waiting = jobs.size;
    jobs.set(id, { resolve: resolve as Job['resolve'], reject });
    target.ref();
    target.postMessage({ id, ...message, restRatio: hashRestRatio(loopBusy, waiting) });
  });
}

/**
 * How many argon2 computations this process started. What makes two answers take the same time is
 * that both paths do the same argon2 work (a sign-in with an unknown e-mail verifies against a
 * stand-in hash, a registration of a taken address hashes too): the tests count that, instead of
 * timing requests on a machine that may be busy (issue 42).
 */
export const argon2Work = { hashes: 0, verifies: 0 };

export function hashPassword(password: string): Promise<string> {
  argon2Work.hashes++;
  return inWorker({ op: 'hash', password, options }, () => hash(password, options));
}

/**
 * Hashes a password a person chose (registration, change, invitation): refuses one of the 1,000
 * most common passwords with a field message, whatever the request schema already checked.
 */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', messages.validation, { [field]: messages.passwordTooCommon });
  }
  return hashPassword(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  argon2Work.verifies++;
  try {
    return await inWorker({ op: 'verify', hashed, password }, () => verify(hashed, password));
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so both paths take the same time. */
const dummyHashes = new Map<string, Promise<string>>();
export function getDummyHash(): Promise<string> {
  const key = passwordCostKey();
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password-0');
    dummyHashes.set(key, dummy);
  }
  return dummy;
}
