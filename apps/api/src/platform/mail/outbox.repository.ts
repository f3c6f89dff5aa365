import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema';

/** The outbox's rows (db/schema/outbox.ts): written with the change that sends them, claimed to deliver. */

export type OutboxRow = typeof outboxEmails.$inferSelect;

export async function insertEmail(tx: Executor, values: typeof outboxEmails.$inferInsert): Promise<string> {
  const [row] = await tx.insert(outboxEmails).values(values).returning({ id: outboxEmails.id });
  return row!.id;
}

/**
 * Claims up to `batch` due rows for `lockSeconds` (FOR UPDATE SKIP LOCKED and a lease), counting an
 * attempt each. The database's clock decides what is due: it wrote next_attempt_at (microseconds),
 * and every process shares it.
 */
export function claimDue(db: Executor, batch: number, lockSeconds: number) {
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
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
      attempts: sql`${outboxEmails.attempts} + 1`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

/** Renews a row's lease only if no other process took it over since (its claim would have raised attempts). */
export async function renewLease(db: Executor, row: { id: string; attempts: number }, lockSeconds: number) {
  const [held] = await db
    .update(outboxEmails)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
    .where(
      and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending'), eq(outboxEmails.attempts, row.attempts)),
    )
    .returning({ id: outboxEmails.id });
  return Boolean(held);
}

export async function markSent(db: Executor, id: string, messageId: string) {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, messageId })
    .where(eq(outboxEmails.id, id));
}

export async function markFailedAttempt(
  db: Executor,
  id: string,
  values: { failed: boolean; lastError: string; nextAttemptAt: Date },
) {
  await db
    .update(outboxEmails)
    .set({
      status: values.failed ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: values.lastError,
      nextAttemptAt: values.nextAttemptAt,
    })
    .where(eq(outboxEmails.id, id));
}
