import type { Role } from '@nutritest/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, revokedTokens } from '../../db/schema';

/** One query per authenticated request: the account's role and token version, and the denylist. */
export async function findSessionState(db: Executor, accountId: string, jti: string) {
  const [row] = await db
    .select({
      role: accounts.role,
      tokenVersion: accounts.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row as { role: Role; tokenVersion: number; revoked: boolean } | undefined;
}

export async function revokeToken(db: Executor, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function purgeExpiredRevocations(db: Executor) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
