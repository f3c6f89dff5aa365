import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { RenderedEmail } from './templates';
import type { MailTransport } from './transports';

/**
 * Writes an e-mail to the outbox. Call it with the transaction of the change that causes the
 * e-mail: both commit together or neither does.
 */
export async function enqueueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<string> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      toAddress: to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: email.template,
      links: email.links,
      ical: email.ical ?? null,
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

export const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
const BATCH = 10;

/** Exponential back-off: 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

interface WorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Delivers pending outbox rows. Safe with many API processes: rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until), so each message goes out once per attempt.
 */
export function createMailWorker({ db, transport, from, log, intervalMs = 2000 }: WorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claim() {
    // The database's clock decides what is due: it wrote next_attempt_at (microseconds), and every
    // process shares it.
    const now = sql`now()`;
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'pending'),
          lte(outboxEmails.nextAttemptAt, now),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  async function deliverBatch(): Promise<number> {
    const rows = await claim();
    for (const row of rows) {
      try {
        const messageId = await transport.send({
          id: row.id,
          from,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          ical: row.ical,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, messageId })
          .where(eq(outboxEmails.id, row.id));
        log.info(
          { emailId: row.id, template: row.template, transport: transport.name, file: messageId, links: row.links },
          'email delivered',
        );
      } catch (err) {
        const failed = row.attempts >= MAX_ATTEMPTS;
        const delay = retryDelaySeconds(row.attempts);
        await db
          .update(outboxEmails)
          .set({
            status: failed ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: String((err as Error).message ?? err).slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delay * 1000),
          })
          .where(eq(outboxEmails.id, row.id));
        log.warn({ emailId: row.id, attempts: row.attempts, failed, err }, 'email delivery failed');
      }
    }
    return rows.length;
  }

  /** Delivers everything due now; returns how many messages were attempted. */
  async function runOnce(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let total = 0;
      for (;;) {
        const n = await deliverBatch();
        total += n;
        if (n < BATCH || stopped) return total;
      }
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (err) {
        log.error({ err }, 'mail worker failed');
      }
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
    /** Runs soon instead of waiting for the next tick (after a commit that enqueued mail). */
    nudge() {
      if (!stopped) void runOnce().catch((err) => log.error({ err }, 'mail worker failed'));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => {});
      transport.close();
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;
