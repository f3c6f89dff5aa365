import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, emailTokens, profiles, revokedTokens, twoFactorRecoveryCodes } from '../../db/schema';

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

/** Turns TOTP off and forgets the secret and the recovery codes. */
export async function disableTotp(db: Executor, accountId: string) {
  await db
    .update(accounts)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
}

/** Pending "Quitar la verificación en dos pasos" links stop working (TOTP was turned on again). */
export async function voidRemovalLinks(db: Executor, accountId: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.accountId, accountId),
        eq(emailTokens.purpose, 'two-factor-removal'),
        isNull(emailTokens.usedAt),
      ),
    );
}

// ---------------------------------------------------------------- recovery codes (operators)

/** Replaces every recovery code of the account with new ones (only their hashes). */
export async function replaceRecoveryCodes(db: Executor, accountId: string, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
  if (codeHashes.length > 0) {
    await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ accountId, codeHash })));
  }
}

/** Uses a recovery code once: the statement that finds it unused marks it used. */
export async function spendRecoveryCode(db: Executor, accountId: string, codeHash: string) {
  const updated = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.accountId, accountId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return updated.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, accountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.accountId, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- sign-in challenges: single use

/**
 * Spends a sign-in challenge (its jti) in the database, so it works once in every API process:
 * the jti goes into the same denylist as logged-out sessions (purged once expired). False when it
 * was spent already (the insert finds the row there).
 */
export async function spendChallenge(db: Executor, jti: string, expiresAt: Date) {
  const inserted = await db
    .insert(revokedTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return inserted.length === 1;
}

export async function isChallengeSpent(db: Executor, jti: string) {
  const [row] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return row !== undefined;
}

/** E-mailed 6-digit codes: for a step-up, or to confirm a change of the second factor. */
export type EmailCodePurpose = 'step-up' | 'two-factor-change';

/** Stores the hash of an e-mailed code; earlier unused ones of the account and purpose stop working. */
export async function createEmailCode(
  db: Executor,
  accountId: string,
  purpose: EmailCodePurpose,
  codeHash: string,
  expiresAt: Date,
) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  await db.insert(emailTokens).values({ accountId, purpose, tokenHash: codeHash, expiresAt });
}

/** The account's newest unused, unexpired code of the purpose. */
export async function findLiveEmailCode(db: Executor, accountId: string, purpose: EmailCodePurpose, now: Date) {
  const [row] = await db
    .select({ id: emailTokens.id, tokenHash: emailTokens.tokenHash })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.accountId, accountId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row;
}

/** Marks the code used in the statement that checks it is unused: only one request can spend it. */
export async function spendEmailCode(db: Executor, id: string) {
  const updated = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return updated.length === 1;
}
