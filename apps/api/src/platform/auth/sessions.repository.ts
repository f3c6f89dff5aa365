import type { Role } from '@nutritest/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { accounts, revokedTokens, trustedDevices } from '../../db/schema';

export interface SessionState {
  role: Role;
  tokenVersion: number;
  revoked: boolean;
}

/**
 * The session check's columns, for a statement whose row is the signed-in account's `accounts` row
 * (`where accounts.id = placeholder('id')`) and that has a `jti` placeholder: the check travels
 * with the handler's first read, in one round trip (plugin.ts, `getUserWith`; issue 42).
 */
export function sessionStateColumns() {
  return {
    role: accounts.role,
    tokenVersion: accounts.tokenVersion,
    revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
  };
}

/** Who a verified token names: what a read folded with the session check is keyed by. */
export interface TokenSubject {
  id: string;
  jti: string;
}

/** A read that also selected sessionStateColumns(): the check's row (none: no such account) and the data. */
export interface WithSessionState<T> {
  session: SessionState | undefined;
  data: T;
}

const sessionStateQuery = preparedStatement((db) => {
  return db
    .select(sessionStateColumns())
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('nt_session_state');
});

/**
 * One cheap query per authenticated request, never cached: the account's role and token version
 * (a password change bumps it), and whether this token was logged out. Reading it from the
 * database every time is what makes a logout apply on the next request in every API process.
 */
export async function findSessionState(db: Executor, accountId: string, jti: string) {
  const [row] = await sessionStateQuery(db).execute({ id: accountId, jti });
  return row as SessionState | undefined;
}

export async function revokeToken(db: Executor, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function purgeExpiredRevocations(db: Executor) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  // Trusted devices past their server-side expiry (device-cookie.ts) prove nothing any more.
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, new Date()));
}

/** Ends every session of the account (tokens carry the version they were issued with). */
export async function endAllSessions(db: Executor, accountId: string) {
  await db
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}
