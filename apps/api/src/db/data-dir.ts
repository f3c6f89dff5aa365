import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, statfsSync, writeSync } from 'node:fs';
import { mkdir, open, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * A start that cannot go on for a reason the person starting it can fix (another process holds the
 * embedded database, the data directory is read-only or full). server.ts and the ops scripts print
 * its message alone (no stack) and exit with code 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Below this much free space the data directory counts as full (start refused, writes answer 503). */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

/** What can be wrong with the disk: 'full' (no space, quota) or 'read-only' (read-only mount, no permission). */
export type StorageProblem = 'full' | 'read-only';

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const READ_ONLY_CODES = new Set(['EROFS', 'EACCES', 'EPERM']);
/** PostgreSQL's disk_full; read_only_sql_transaction (a read-only server or replica). */
const FULL_SQLSTATES = new Set(['53100']);
const READ_ONLY_SQLSTATES = new Set(['25006']);

/**
 * Whether an error (or its cause: Drizzle wraps the driver's) comes from a full or read-only disk:
 * a file system errno (uploads, e-mail files) or PostgreSQL's / PGlite's SQLSTATE ("could not
 * extend file … No space left on device" is 53100; a write to a read-only file system is reported
 * with its errno text).
 */
export function storageProblemOf(err: unknown): StorageProblem | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (FULL_CODES.has(code) || FULL_SQLSTATES.has(code)) return 'full';
      if (READ_ONLY_CODES.has(code) || READ_ONLY_SQLSTATES.has(code)) return 'read-only';
    }
    if (typeof message === 'string') {
      if (/No space left on device|Disk quota exceeded/i.test(message)) return 'full';
      if (/Read-only file system/i.test(message)) return 'read-only';
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Checks that the data directory can be written and has room: creates it if missing, writes,
 * flushes and removes a small file, and reads the free space. Returns the problem, or null.
 * Asynchronous: /readyz and the storage monitor call it while requests are served.
 */
export async function probeDataDir(
  dir: string,
): Promise<{ problem: StorageProblem | null; freeBytes: number | null; error?: Error }> {
  try {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
    const handle = await open(file, 'w');
    try {
      await handle.write(Buffer.alloc(4096, 1));
      await handle.sync();
    } finally {
      await handle.close();
      await unlink(file).catch(() => {});
    }
  } catch (err) {
    return { problem: storageProblemOf(err) ?? 'read-only', freeBytes: freeBytesOf(dir), error: err as Error };
  }
  const freeBytes = freeBytesOf(dir);
  if (freeBytes !== null && freeBytes < MIN_FREE_BYTES) return { problem: 'full', freeBytes };
  return { problem: null, freeBytes };
}

function freeBytesOf(dir: string): number | null {
  try {
    const s = statfsSync(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return null;
  }
}

const mb = (bytes: number | null) => (bytes === null ? 'unknown' : `${Math.floor(bytes / (1024 * 1024))} MB`);

/** The StartupError for a data directory that cannot be used, in words an operator can act on. */
export function unusableDataDirError(dir: string, problem: StorageProblem, freeBytes: number | null, cause?: Error) {
  const detail = cause ? ` (${cause.message})` : '';
  return problem === 'full'
    ? new StartupError(
        `Cannot start: the disk holding the data directory ${dir} is full (${mb(freeBytes)} free, at least ` +
          `${mb(MIN_FREE_BYTES)} needed)${detail}. Free some space (old files in ${path.join(dir, 'outbox')}, ` +
          'logs, backups) or move DATA_DIR to a larger disk, then start again.',
      )
    : new StartupError(
        `Cannot start: the data directory ${dir} cannot be written${detail}. Check that the disk is not mounted ` +
          `read-only and that the user running NutriTest (uid ${process.getuid?.() ?? '?'}) may write there, ` +
          'or point DATA_DIR at a writable directory.',
      );
}

/** Refuses to start on a data directory that is read-only, not writable or full (StartupError). */
export async function assertDataDirUsable(dir: string) {
  const { problem, freeBytes, error } = await probeDataDir(dir);
  if (problem) throw unusableDataDirError(dir, problem, freeBytes, error);
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
  command: string;
}

/**
 * Takes the exclusive lock of the embedded database in `dir` (the file `dir/db.lock`), or throws a
 * StartupError naming the process that holds it. PGlite is PostgreSQL compiled into one process:
 * a second process opening the same files would overwrite the first one's writes and corrupt the
 * indexes (issue 36), so only one process (the server, or an ops script while the server is
 * stopped) may open them.
 *
 * The lock is an open-file-description lock (fcntl F_OFD_SETLK, through fs-native-extensions,
 * decision 055): the kernel holds it for the open file and drops it when the process ends in any
 * way, `kill -9` and power loss included, so it can never be left stale. The file itself stays;
 * it only records who holds the lock, for the message.
 */
export function lockDataDir(dir: string, command = path.basename(process.argv[1] ?? 'node')): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'db.lock');
  const fd = openSync(file, 'a+', 0o600);
  let granted: boolean;
  try {
    granted = tryLock(fd);
  } catch (err) {
    closeSync(fd);
    throw new StartupError(
      `Cannot lock the embedded database in ${dir} (${(err as Error).message}): its file system does not support ` +
        'file locks. Put DATA_DIR on a local disk, or use PostgreSQL (DATABASE_URL).',
    );
  }
  if (!granted) {
    closeSync(fd);
    throw new StartupError(lockedMessage(dir, readOwner(file)));
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command };
  try {
    ftruncateSync(fd, 0);
    writeSync(fd, `${JSON.stringify(owner)}\n`, 0);
  } catch {
    // Only the message of a refused process reads this; the lock itself is held.
  }
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      try {
        unlock(fd);
      } finally {
        closeSync(fd);
      }
    },
  };
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function lockedMessage(dir: string, owner: LockOwner | null): string {
  const who = owner
    ? `another NutriTest process (pid ${owner.pid} on ${owner.host}, ${owner.command}, since ${owner.since})`
    : 'another NutriTest process';
  return (
    `Cannot start: ${who} is using the embedded database in ${path.join(dir, 'db')}. The embedded database ` +
    '(PGlite) serves one process only: stop the other process first (an ops command such as ' +
    'ops:create-operator or db:backup needs the server stopped), or, to run several API processes, use ' +
    'PostgreSQL (DATABASE_URL; README, "Running several processes").'
  );
}
