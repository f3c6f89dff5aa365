/**
 * Step-up: a fresh second factor before sensitive data leaves the portal (results PDF, data export).
 *
 * How a handler uses it (after its usual first line):
 *
 *   const user = await requireUser(req);
 *   await requireFreshSecondFactor(req, user);   // or: await req.server.stepUp.require(req, user)
 *
 * It reads the `x-step-up-token` header and throws AppError('STEP_UP_REQUIRED') (HTTP 403, Spanish
 * message) when the header is missing, the token is invalid or expired, or it was issued to another
 * account or another session. The web app answers that error by asking for a code
 * (`useStepUp()` in apps/web/src/features/two-factor/use-step-up.tsx) and retrying with the header.
 *
 * How the person gets a token: `POST /v1/account/step-up { code }` answers `{ stepUpToken, expiresAt }`.
 * The code is the authenticator app's code when the account has TOTP on, otherwise a 6-digit code
 * e-mailed by `POST /v1/account/step-up/email-code` (see modules/accounts/two-factor.service.ts).
 *
 * The token is a JWT (HS256, the app's JWT secret) with its own audience, so it is never accepted as a
 * session token and a session token is never accepted as a step-up token. It lives 5 minutes, is bound
 * to the account (sub) and to the session it was obtained in (sid = the session token's jti), and may be
 * used for several requests within those 5 minutes (a PDF and an export in a row).
 */
import { randomUUID } from 'node:crypto';
import { AppError, STEP_UP_HEADER } from '@nutritest/domain';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from './guards';

export const STEP_UP_TTL_SECONDS = 5 * 60;
const ISSUER = 'nutritest';
const AUDIENCE = 'nutritest-step-up';
const PURPOSE = 'step-up';

export interface StepUp {
  /** Throws STEP_UP_REQUIRED unless the request carries a valid step-up token of this user and session. */
  require(req: FastifyRequest, user: AuthUser): Promise<void>;
  /** Issues a token; call only after a second factor was verified for `user`. */
  issue(user: AuthUser): Promise<{ stepUpToken: string; expiresAt: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated in app.ts before the modules register, so every route can reach it through req.server. */
    stepUp: StepUp;
  }
}

export function createStepUp(secret: string, now: () => number = Date.now): StepUp {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + STEP_UP_TTL_SECONDS;
      const stepUpToken = await new SignJWT({ purpose: PURPOSE, sid: user.jti })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { stepUpToken, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    async require(req, user) {
      const header = req.headers[STEP_UP_HEADER];
      const token = typeof header === 'string' ? header.trim() : '';
      if (!token || token.length > 2000) throw new AppError('STEP_UP_REQUIRED');
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (payload.purpose !== PURPOSE || payload.sub !== user.id || payload.sid !== user.jti) {
          throw new AppError('STEP_UP_REQUIRED');
        }
      } catch {
        throw new AppError('STEP_UP_REQUIRED');
      }
    },
  };
}

/** The same check as `req.server.stepUp.require(req, user)`, as a plain function. */
export function requireFreshSecondFactor(req: FastifyRequest, user: AuthUser): Promise<void> {
  return req.server.stepUp.require(req, user);
}
