import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens } from '../../db/schema';

type Purpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Marks every unused token of the account (of one purpose, or of all) as used: they stop working. */
export async function voidLiveTokens(tx: Executor, accountId: string, purpose?: Purpose) {
  const conditions = [eq(emailTokens.accountId, accountId), isNull(emailTokens.usedAt)];
  if (purpose) conditions.push(eq(emailTokens.purpose, purpose));
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(...conditions));
}

export async function insertToken(tx: Executor, values: typeof emailTokens.$inferInsert) {
  const [row] = await tx.insert(emailTokens).values(values).returning({ id: emailTokens.id });
  return row!;
}

/** The unused tokens of a purpose, narrowed to one id or one account. */
export function liveTokens(tx: Executor, purpose: Purpose, where: { tokenId?: string; accountId?: string }) {
  const conditions = [eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)];
  if (where.tokenId) conditions.push(eq(emailTokens.id, where.tokenId));
  if (where.accountId) conditions.push(eq(emailTokens.accountId, where.accountId));
  return tx
    .select()
    .from(emailTokens)
    .where(and(...conditions));
}

/** Uses a token: true only for the one statement that found it unused (two clicks cannot both win). */
export async function markUsed(tx: Executor, id: string): Promise<boolean> {
  const used = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return used.length === 1;
}

/** The hashes of the account's used tokens of a purpose. */
export function usedTokenHashes(tx: Executor, accountId: string, purpose: Purpose) {
  return tx
    .select({ tokenHash: emailTokens.tokenHash })
    .from(emailTokens)
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNotNull(emailTokens.usedAt)));
}
