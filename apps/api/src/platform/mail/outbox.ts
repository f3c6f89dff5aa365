import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Executor, isDatabaseUnavailable } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/outbox';
import { createPollingWorker } from '../polling-worker';
import * as repo from './outbox.repository';
import type { RenderedEmail } from './templates';
import type { MailTransport, OutgoingEmail } from './transports';

/**
 * Writes an e-mail to the outbox. Call it with the transaction of the change that causes the
 * e-mail: both commit together or neither does.
 */
export async function enqueueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<string> {
  return repo.insertEmail(tx, {
    toAddress: to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    template: email.template,
    links: email.links,
    ical: email.ical ?? null,
    attachments: email.attachments ?? [],
  });
}

export const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;
const BATCH = 10;

/** Exponential back-off: 30 s, 1 min, 2 min ... capped at 1 h (base: MAIL_RETRY_BASE_SECONDS). */
export function retryDelaySeconds(attempts: number, baseSeconds = 30): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 3600);
}

interface WorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** First retry delay in seconds (doubled after each failure). */
  retryBaseSeconds?: number;
  /**
   * Print the links (working one-time tokens) of e-mails delivered to the local .eml outbox: the
   * developer's way in. Only with NODE_ENV=development (issue 17): never in production or tests.
   */
  logLinks?: boolean;
  /** Renders the files an outbox row names (a receipt's PDF and XML) when the message is sent. */
  renderAttachments?: (attachments: OutboxAttachment[]) => Promise<OutgoingEmail['files']>;
}

/**
 * Delivers pending outbox rows. Safe with many API processes: rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until), so each message goes out once per attempt.
 */
export function createMailWorker({
  db,
  transport,
  from,
  log,
  intervalMs = 2000,
  retryBaseSeconds,
  logLinks = false,
  renderAttachments,
}: WorkerOptions) {
  /** The database being down is expected now and then (a restart, a failover): one short line. */
  function logFailure(err: unknown) {
    if (isDatabaseUnavailable(err)) log.warn('mail worker: database unavailable, retrying');
    else log.error({ err }, 'mail worker failed');
  }

  async function deliverBatch(): Promise<number> {
    const rows = await repo.claimDue(db, BATCH, LOCK_SECONDS);
    for (const row of rows) {
      // Renews this row's lease right before sending, only if no other process took it over (its
      // claim would have raised attempts): a slow SMTP server earlier in the batch cannot make a
      // later message go out twice.
      const held = await repo.renewLease(db, row, LOCK_SECONDS);
      if (!held) continue;
      try {
        const messageId = await transport.send({
          id: row.id,
          from,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          ical: row.ical,
          queuedAt: row.createdAt,
          files: row.attachments.length && renderAttachments ? await renderAttachments(row.attachments) : undefined,
        });
        await repo.markSent(db, row.id, messageId);
        // The links (one-time confirmation/reset tokens) are printed only for the local .eml outbox in
        // development, where they are the developer's way in; with SMTP or in production never.
        const links = logLinks && transport.name === 'file' ? row.links : undefined;
        log.info(
          { emailId: row.id, template: row.template, transport: transport.name, file: messageId, links },
          'email delivered',
        );
      } catch (err) {
        const failed = row.attempts >= MAX_ATTEMPTS;
        const delay = retryDelaySeconds(row.attempts, retryBaseSeconds);
        await repo.markFailedAttempt(db, row.id, {
          failed,
          lastError: String((err as Error).message ?? err).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + delay * 1000),
        });
        log.warn({ emailId: row.id, attempts: row.attempts, failed, err }, 'email delivery failed');
      }
    }
    return rows.length;
  }

  const worker = createPollingWorker({
    intervalMs,
    onError: logFailure,
    // Delivers everything due now; answers how many messages were attempted.
    drain: async (isStopped) => {
      let total = 0;
      for (;;) {
        const n = await deliverBatch();
        total += n;
        if (n < BATCH || isStopped()) return total;
      }
    },
  });

  return {
    runOnce: worker.runOnce,
    start: worker.start,
    /** Runs soon instead of waiting for the next tick (after a commit that enqueued mail). */
    nudge: worker.nudge,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;
