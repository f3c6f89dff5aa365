import { randomUUID } from 'node:crypto';
import type { Role } from '@nutritest/domain';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** Token version of the account when issued; a bump invalidates older tokens. */
  ver: number;
  jti: string;
  exp: number;
}

const ISSUER = 'nutritest';
const AUDIENCE = 'nutritest-web';

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(account: { id: string; role: Role; tokenVersion: number }): Promise<string> {
      return new SignJWT({ role: account.role, ver: account.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.id)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    /** Returns the claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
          return null;
        }
        return {
          sub: payload.sub,
          role: payload.role as Role,
          ver: Number(payload.ver ?? 0),
          jti: payload.jti,
          exp: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
