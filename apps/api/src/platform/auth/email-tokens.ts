import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, messages } from '@nutritest/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type TokenPurpose = 'confirm' | 'reset' | 'delete-account' | 'two-factor-removal' | 'unlock';
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirm: 24 * 3600,
  reset: 3600,
  // "Eliminar mi cuenta" (modules/privacy): the link works once, for a day.
  'delete-account': 24 * 3600,
  // "Quitar la verificación en dos pasos", e-mailed with a temporary password (modules/accounts/two-factor-removal.ts).
  'two-factor-removal': 24 * 3600,
  // The sign-in unlock link sent when an account gets locked by failed sign-ins (issue 17).
  unlock: 3600,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a random single-use token; only its hash is stored. Older unused ones of the purpose die. */
export async function createEmailToken(tx: Executor, accountId: string, purpose: TokenPurpose) {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(emailTokens)
    .values({
      accountId,
      purpose,
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[purpose] * 1000),
    })
    .returning({ id: emailTokens.id });
  return { id: row!.id, token };
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Uses a token once: marks it used in the same statement that checks it is unused, so two
 * concurrent clicks cannot both succeed. Returns the account id.
 */
export async function consumeEmailToken(
  tx: Executor,
  where: { tokenId?: string; accountId?: string },
  token: string,
  purpose: TokenPurpose,
): Promise<string> {
  const conditions = [eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)];
  if (where.tokenId) conditions.push(eq(emailTokens.id, where.tokenId));
  if (where.accountId) conditions.push(eq(emailTokens.accountId, where.accountId));
  const candidates = await tx
    .select()
    .from(emailTokens)
    .where(and(...conditions));
  const match = candidates.find((c) => sameHash(c.tokenHash, hash(token)));
  if (!match) throw new AppError('VALIDATION', messages.linkInvalid);
  if (match.expiresAt.getTime() < Date.now()) throw new AppError('VALIDATION', messages.linkExpired);
  const used = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, match.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (used.length === 0) throw new AppError('VALIDATION', messages.linkInvalid);
  return match.accountId;
}

/**
 * Whether `token` is a token of the account and purpose that was already used (a link opened a
 * second time): only the holder of the real token learns it (issue 41, item 8).
 */
export async function wasEmailTokenUsed(
  tx: Executor,
  accountId: string,
  token: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const used = await tx
    .select({ tokenHash: emailTokens.tokenHash })
    .from(emailTokens)
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose), isNotNull(emailTokens.usedAt)));
  return used.some((row) => sameHash(row.tokenHash, hash(token)));
}

/** The account of a live (unused, unexpired) token, without using it; null otherwise. */
export async function peekEmailToken(
  tx: Executor,
  tokenId: string,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.id, tokenId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  if (!row || !sameHash(row.tokenHash, hash(token)) || row.expiresAt.getTime() < Date.now()) return null;
  return row.accountId;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
