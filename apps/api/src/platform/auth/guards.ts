import { AppError, type Role } from '@nutritest/domain';
import type { FastifyRequest } from 'fastify';

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
