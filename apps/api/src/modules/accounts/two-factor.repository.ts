import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, emailTokens, profiles } from '../../db/schema';

/** What the two-factor flows need of an account (never leaves the server as such). */
export async function findTwoFactorAccount(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.role,
      tokenVersion: accounts.tokenVersion,
      totpSecret: accounts.totpSecret,
      totpEnabledAt: accounts.totpEnabledAt,
      deletedAt: accounts.deletedAt,
      firstName: profiles.firstName,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** A new (not yet active) secret: replaces any earlier pending one and forgets the last step. */
export async function setPendingSecret(db: Executor, accountId: string, secret: string) {
  const updated = await db
    .update(accounts)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.totpEnabledAt)))
    .returning({ id: accounts.id });
  return updated.length === 1;
}

/** Turns TOTP on, once: false when it already was (two confirmations racing). */
export async function enableTotp(db: Executor, accountId: string) {
  const updated = await db
    .update(accounts)
    .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.totpEnabledAt)))
    .returning({ totpEnabledAt: accounts.totpEnabledAt });
  return updated[0]?.totpEnabledAt ?? null;
}

export async function disableTotp(db: Executor, accountId: string) {
  await db
    .update(accounts)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

/** Stores the hash of an e-mailed step-up code; earlier unused ones of the account stop working. */
export async function createStepUpCode(db: Executor, accountId: string, codeHash: string, expiresAt: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, 'step-up'), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({ accountId, purpose: 'step-up', tokenHash: codeHash, expiresAt });
}

/** The account's newest unused, unexpired step-up code. */
export async function findLiveStepUpCode(db: Executor, accountId: string, now: Date) {
  const [row] = await db
    .select({ id: emailTokens.id, tokenHash: emailTokens.tokenHash })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.accountId, accountId),
        eq(emailTokens.purpose, 'step-up'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row;
}

/** Marks the code used in the statement that checks it is unused: only one request can spend it. */
export async function spendStepUpCode(db: Executor, id: string) {
  const updated = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return updated.length === 1;
}
