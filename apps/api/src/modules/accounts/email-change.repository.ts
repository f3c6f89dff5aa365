import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, emailChanges } from '../../db/schema';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Voids every live change of the account (a new request replaces it; cancel ends it). */
export async function voidPendingChanges(tx: Executor, accountId: string) {
  await tx
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt)));
}

export async function insertChange(
  tx: Executor,
  values: { accountId: string; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await tx.insert(emailChanges).values(values).returning();
  return row!;
}

/** The account's live (unused, unexpired) change, if any. */
export async function findPendingChange(db: Executor, accountId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(sql`${emailChanges.createdAt} desc`)
    .limit(1);
  return row;
}

/** The change of a link, locked until the transaction ends (two clicks at once: one wins). */
export async function findChangeForUpdate(tx: Executor, id: string) {
  const [row] = await tx.select().from(emailChanges).where(eq(emailChanges.id, id)).for('update');
  return row;
}

/** Marks the link used, only if it still was unused: false when another request used it first. */
export async function useChange(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/**
 * The new address becomes the account's (confirmed: the link proved it) and every token issued
 * before ends (token version bumped, decision 002): the other sessions are signed out.
 */
export async function setEmail(tx: Executor, accountId: string, email: string) {
  const [row] = await tx
    .update(accounts)
    .set({
      email: email.toLowerCase(),
      emailConfirmedAt: new Date(),
      tokenVersion: sql`${accounts.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
    .returning({ id: accounts.id });
  return Boolean(row);
}
