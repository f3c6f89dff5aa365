import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, messages } from '@nutritest/domain';
import type { Executor } from '../../db/client';
import * as repo from './email-tokens.repository';

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
  await repo.voidLiveTokens(tx, accountId, purpose);
  const token = randomBytes(32).toString('base64url');
  const row = await repo.insertToken(tx, {
    accountId,
    purpose,
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[purpose] * 1000),
  });
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
  const candidates = await repo.liveTokens(tx, purpose, where);
  const match = candidates.find((c) => sameHash(c.tokenHash, hash(token)));
  if (!match) throw new AppError('VALIDATION', messages.linkInvalid);
  if (match.expiresAt.getTime() < Date.now()) throw new AppError('VALIDATION', messages.linkExpired);
  if (!(await repo.markUsed(tx, match.id))) throw new AppError('VALIDATION', messages.linkInvalid);
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
  const used = await repo.usedTokenHashes(tx, accountId, purpose);
  return used.some((row) => sameHash(row.tokenHash, hash(token)));
}

/** The account of a live (unused, unexpired) token, without using it; null otherwise. */
export async function peekEmailToken(
  tx: Executor,
  tokenId: string,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await repo.liveTokens(tx, purpose, { tokenId });
  if (!row || !sameHash(row.tokenHash, hash(token)) || row.expiresAt.getTime() < Date.now()) return null;
  return row.accountId;
}

/** Every live link or code e-mailed to the account stops working (its address changed). */
export async function voidEmailTokens(tx: Executor, accountId: string) {
  await repo.voidLiveTokens(tx, accountId);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
