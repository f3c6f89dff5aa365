import { AppError } from '@nutritest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { createLru } from '../lru';
import type { AuthUser } from './guards';
import { findSessionState } from './sessions.repository';
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

  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    const raw = bearerToken(req);
    if (!raw) return null;
    const claims = await verify(raw);
    if (!claims) throw new AppError('UNAUTHENTICATED');
    const state = await findSessionState(db, claims.sub, claims.jti);
    if (!state || state.revoked || state.tokenVersion !== claims.ver) throw new AppError('UNAUTHENTICATED');
    return { id: claims.sub, role: state.role, jti: claims.jti, exp: claims.exp };
  }

  function cached(req: FastifyRequest) {
    let pending = userCache.get(req);
    if (!pending) {
      pending = resolve(req);
      userCache.set(req, pending);
    }
    return pending;
  }

  app.decorateRequest('getUser', async function (this: FastifyRequest) {
    const user = await cached(this);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  });
  app.decorateRequest('getOptionalUser', function (this: FastifyRequest) {
    return cached(this);
  });
}
