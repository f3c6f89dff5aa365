import { AppError } from '@nutritest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthUser } from './guards';
import { findSessionState } from './sessions.repository';
import type { TokenService } from './tokens';

const userCache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

/**
 * Decorates requests with getUser()/getOptionalUser(). A token is valid when its signature and
 * expiry check out, it was not logged out (denylist) and the account's token version still matches.
 */
export function registerAuth(app: FastifyInstance, db: Database, tokens: TokenService) {
  async function resolve(req: FastifyRequest): Promise<AuthUser | null> {
    const raw = bearerToken(req);
    if (!raw) return null;
    const claims = await tokens.verify(raw);
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
