import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The sign-in challenge between the password step and the code step: a JWT (HS256, the app's
 * secret) valid 5 minutes, with its own audience and a purpose, so it is never accepted as a
 * session token (the session audience is 'nutritest-web') nor for the other purpose. It carries
 * the account's token version: a password change in between makes it useless. It works for one
 * sign-in only: the service spends its jti in the database (`two-factor.repository.ts` `spendChallenge`).
 */
export type ChallengePurpose = 'two-factor' | 'two-factor-setup';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
const ISSUER = 'nutritest';
const AUDIENCE = 'nutritest-sign-in-challenge';

export interface ChallengeClaims {
  accountId: string;
  tokenVersion: number;
  jti: string;
  expiresAt: Date;
}

export function createChallengeTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(purpose: ChallengePurpose, account: { id: string; tokenVersion: number }): Promise<string> {
      return new SignJWT({ purpose, ver: account.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.id)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS)
        .sign(key);
    },

    /** The claims of a valid, unexpired challenge of that purpose, or null. */
    async verify(token: string, purpose: ChallengePurpose): Promise<ChallengeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (payload.purpose !== purpose || typeof payload.sub !== 'string') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return {
          accountId: payload.sub,
          tokenVersion: Number(payload.ver ?? -1),
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type ChallengeTokens = ReturnType<typeof createChallengeTokens>;
