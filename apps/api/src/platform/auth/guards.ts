import { AppError, type Role } from '@nutritest/domain';
import type { FastifyRequest } from 'fastify';
import type { TokenSubject, WithSessionState } from './sessions.repository';
import type { TokenClaims } from './tokens';

export interface AuthUser {
  id: string;
  role: Role;
  jti: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the bearer token once per request; throws UNAUTHENTICATED when absent or invalid. */
    getUser(): Promise<AuthUser>;
    /** Like getUser, but null when no token was sent. */
    getOptionalUser(): Promise<AuthUser | null>;
    /** The token's signature and expiry only (no database): the door of a `sessionWithFirstRead` route. */
    getClaims(): Promise<TokenClaims>;
    /** getUser, with the session check made in `read`'s statement (plugin.ts); its data once the check passed. */
    getUserWith<T>(read: (who: TokenSubject) => Promise<WithSessionState<T>>): Promise<{ user: AuthUser; data: T }>;
    /** Like getUserWith, but null when no token was sent (`read` is not run). */
    getOptionalUserWith<T>(
      read: (who: TokenSubject) => Promise<WithSessionState<T>>,
    ): Promise<{ user: AuthUser; data: T } | null>;
  }
}

/** First line of every protected handler: `const user = await requireUser(req)`. */
export function requireUser(req: FastifyRequest): Promise<AuthUser> {
  return req.getUser();
}

/** First line of a role-restricted handler: `const user = await requireRole(req, 'Nutritionist')`. */
export async function requireRole(req: FastifyRequest, ...allowed: Role[]): Promise<AuthUser> {
  const user = await req.getUser();
  if (!allowed.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}

/**
 * First line of a handler whose first read is rooted at the signed-in account's row: that read
 * also makes the session check (one round trip, decision 080), and its data comes back only when
 * the session is valid and the role allowed:
 * `const { user, data } = await requireRoleWith(req, ['Customer'], (who) => repo.readOwn(db, who))`.
 */
export async function requireRoleWith<T>(
  req: FastifyRequest,
  allowed: readonly Role[],
  read: (who: TokenSubject) => Promise<WithSessionState<T>>,
): Promise<{ user: AuthUser; data: T }> {
  const result = await req.getUserWith(read);
  if (!allowed.includes(result.user.role)) throw new AppError('FORBIDDEN');
  return result;
}

/** requireRoleWith for any signed-in role. */
export function requireUserWith<T>(
  req: FastifyRequest,
  read: (who: TokenSubject) => Promise<WithSessionState<T>>,
): Promise<{ user: AuthUser; data: T }> {
  return req.getUserWith(read);
}
