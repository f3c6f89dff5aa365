import type { Database } from '../../db/client';
import { resultsAccessLog } from '../../db/schema';
import { logAccessBatch } from './results.repository';

/** How long a read's log row may wait before it is written, and how many rows make one write. */
export const ACCESS_LOG_FLUSH_MS = 100;
export const ACCESS_LOG_BATCH = 200;

type Row = { ownerId: string; viewerId: string; viewerRole: string; at: Date };
type Logger = { error: (obj: object, msg: string) => void };

/**
 * The results access log, written beside the reads instead of inside them (issue 23): a read of
 * results or foods records its row here and answers at once; the rows go to the database in one
 * INSERT at most ACCESS_LOG_FLUSH_MS later (or when ACCESS_LOG_BATCH are waiting), with the time of
 * the read. Anything that shows or deletes the log (the owner's list, the data export, erasure)
 * flushes first, and the app flushes when it closes, so the log stays complete: the only window is
 * a process killed without warning in those 100 ms (docs/privacy.md). One writer per database
 * handle, so every module of a process shares it; each API process has its own.
 */
export interface AccessLogWriter {
  record(ownerId: string, viewerId: string, viewerRole: string): void;
  flush(): Promise<void>;
}

const writers = new WeakMap<Database, AccessLogWriter>();

export function accessLogWriterFor(db: Database, log?: Logger): AccessLogWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createWriter(db, log);
    writers.set(db, writer);
  }
  return writer;
}

function createWriter(db: Database, log: Logger | undefined): AccessLogWriter {
  let pending: Row[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(rows: Row[]) {
    try {
      await logAccessBatch(db, rows);
    } catch (err) {
      // One bad row (its owner erased meanwhile: a foreign key) must not lose the others.
      for (const row of rows) {
        try {
          await db.insert(resultsAccessLog).values(row);
        } catch (rowErr) {
          log?.error({ err: rowErr, ownerId: row.ownerId }, 'results access log row not written');
        }
      }
      if (rows.length > 1) log?.error({ err }, 'results access log batch written row by row');
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    // Writes stay in order, and a flush returns only when everything recorded before it is stored.
    writing = writing.then(() => (rows.length > 0 ? write(rows) : undefined));
    return writing;
  }

  return {
    record(ownerId, viewerId, viewerRole) {
      pending.push({ ownerId, viewerId, viewerRole, at: new Date() });
      if (pending.length >= ACCESS_LOG_BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), ACCESS_LOG_FLUSH_MS);
        timer.unref?.();
      }
    },
    flush,
  };
}
