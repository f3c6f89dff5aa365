import { AppError } from '@nutritest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { createLru } from '../lru';
import type { AuthUser } from './guards';
import { findSessionState, type SessionState, type TokenSubject, type WithSessionState } from './sessions.repository';
import type { TokenClaims, TokenService } from './tokens';

const userCache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

/** How many verified tokens each process remembers (a few hundred bytes each). */
export const VERIFIED_TOKENS_MAX = 5000;

/**
 * The claims of tokens whose signature already checked out, by the exact token string. Only the
 * signature check is skipped on a hit: the expiry is compared on every request, and the session
 * state (logout, password change) still comes from the database.
 */
export function createVerifiedTokenCache(max = VERIFIED_TOKENS_MAX) {
  const entries = createLru<string, TokenClaims>(max);
  return {
    get(token: string, nowSeconds: number): TokenClaims | undefined {
      const claims = entries.get(token);
      if (!claims) return undefined;
      if (claims.exp > nowSeconds) return claims;
      entries.delete(token);
      return undefined;
    },
    set(token: string, claims: TokenClaims) {
      entries.set(token, claims);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Decorates requests with getUser()/getOptionalUser(). A token is valid when its signature and
 * expiry check out, it was not logged out (denylist) and the account's token version still matches.
 * The last two are read from the database on every request (one prepared query), so a logout or a
 * password change applies on the very next request in every API process.
 *
 * getUserWith(read)/getOptionalUserWith(read) make the same check in the handler's first read
 * instead of a statement of its own (issue 42, decision 080): `read` gets the verified token's
 * account id and jti and runs ONE statement rooted at that account's row that also selects
 * sessionStateColumns(). Its data is handed back only once that row says the session is valid; a
 * refused session never gets it. Only GET routes marked `config: { sessionWithFirstRead: true }`
 * may leave the check to their handler (route-access.ts checks that, and that it happened).
 */
export function registerAuth(app: FastifyInstance, db: Database, tokens: TokenService) {
  const verified = createVerifiedTokenCache();

  async function verify(raw: string): Promise<TokenClaims | null> {
    const hit = verified.get(raw, Date.now() / 1000);
    if (hit) return hit;
    const claims = await tokens.verify(raw);
    if (claims) verified.set(raw, claims);
    return claims;
  }

  /** The token's claims when its signature and expiry check out; null without a token. */
  async function claimsOf(req: FastifyRequest): Promise<TokenClaims | null> {
    const raw = bearerToken(req);
    if (!raw) return null;
    const claims = await verify(raw);
    if (!claims) throw new AppError('UNAUTHENTICATED');
    return claims;
  }

  /** The session, as the database has it now: refused when logged out, re-versioned or gone. */
  function userOf(claims: TokenClaims, state: SessionState | undefined): AuthUser {
    if (!state || state.revoked || state.tokenVersion !== claims.ver) throw new AppError('UNAUTHENTICATED');
    return { id: claims.sub, role: state.role, jti: claims.jti, exp: claims.exp };
  }

  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    const claims = await claimsOf(req);
    if (!claims) return null;
    return userOf(claims, await findSessionState(db, claims.sub, claims.jti));
  }

  function remember(req: FastifyRequest, pending: Promise<AuthUser | null>) {
    userCache.set(req, pending);
    // Whoever asks later gets the rejection; nobody asking is not an unhandled one.
    pending.catch(() => {});
    return pending;
  }

  function cached(req: FastifyRequest) {
    return userCache.get(req) ?? remember(req, resolve(req));
  }

  async function resolveWith<T>(req: FastifyRequest, read: (who: TokenSubject) => Promise<WithSessionState<T>>) {
    const known = userCache.get(req);
    if (known) {
      // Already checked in this request: the read only.
      const user = await known;
      return user ? { user, data: (await read({ id: user.id, jti: user.jti })).data } : null;
    }
    const pending = (async () => {
      const claims = await claimsOf(req);
      if (!claims) return null;
      const { session, data } = await read({ id: claims.sub, jti: claims.jti });
      return { user: userOf(claims, session), data };
    })();
    remember(
      req,
      pending.then((r) => r?.user ?? null),
    );
    const result = await pending;
    if (result) sessionChecked.set(req, result.user);
    return result;
  }

  app.decorateRequest('getUser', async function (this: FastifyRequest) {
    const user = await cached(this);
    if (!user) throw new AppError('UNAUTHENTICATED');
    sessionChecked.set(this, user);
    return user;
  });
  app.decorateRequest('getOptionalUser', async function (this: FastifyRequest) {
    const user = await cached(this);
    if (user) sessionChecked.set(this, user);
    return user;
  });
  app.decorateRequest('getClaims', async function (this: FastifyRequest) {
    const claims = await claimsOf(this);
    if (!claims) throw new AppError('UNAUTHENTICATED');
    return claims;
  });
  app.decorateRequest('getUserWith', async function <
    T,
  >(this: FastifyRequest, read: (who: TokenSubject) => Promise<WithSessionState<T>>) {
    const result = await resolveWith(this, read);
    if (!result) throw new AppError('UNAUTHENTICATED');
    return result;
  });
  app.decorateRequest('getOptionalUserWith', function <
    T,
  >(this: FastifyRequest, read: (who: TokenSubject) => Promise<WithSessionState<T>>) {
    return resolveWith(this, read);
  });
}

/** Requests whose session the database confirmed, and as whom (route-access.ts fails closed without it). */
const sessionChecked = new WeakMap<FastifyRequest, AuthUser>();

/** The user this request's session was checked as against the database (any getUser variant), if it was. */
export function checkedUserOf(req: FastifyRequest): AuthUser | undefined {
  return sessionChecked.get(req);
}
