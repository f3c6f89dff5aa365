import { AppError } from '@nutritest/domain';
import { type Access, endpoints, splitEndpointKey } from '@nutritest/domain/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { checkedUserOf } from './plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler checks the session and the role in its first read (`requireRoleWith`/
     * `requireUserWith`, one round trip; decision 080): the door checks the token's signature and
     * expiry only. GET routes only (no body is read before the handler), and the answer is refused
     * (500) when the handler did not check the session, or let a role the table does not name through.
     */
    sessionWithFirstRead?: boolean;
  }
}

/**
 * Who may call each /v1 route (issue 17). An `onRequest` hook answers 401/403 before the body is
 * read or validated: an anonymous request to a protected route gets 401, never 400 with the field
 * names, and a customer's 10 MiB body to an operator route is refused unread. buildApp fails at
 * startup when a /v1 route has no row, naming the routes.
 *
 * The rows are the endpoint contract's `access` (packages/domain/src/contract, decision 052):
 * - 'public': anyone; the handler decides (guest keys, challenge tokens, optional sign-in).
 * - 'signed-in': any valid session.
 * - a role list: a valid session of one of these roles.
 *
 * Handlers still authorize on their first line (`requireUser`/`requireRole`, CONVENTIONS rule 3):
 * this table is the outer door, the handler the inner one, and resource checks (a patient, an
 * order's key) stay in the services. Keys are the method and the path exactly as registered; the
 * HEAD twin of a GET follows the GET.
 *
 * Adding a route: add it to its module's file in packages/domain/src/contract, with its access.
 */
export type RouteAccess = Access;

export const routeAccess: Readonly<Record<string, RouteAccess>> = Object.fromEntries(
  Object.entries(endpoints)
    .filter(([key]) => isApiRoute(splitEndpointKey(key).path))
    .map(([key, endpoint]) => [key, endpoint.access]),
);

function isApiRoute(url: string) {
  return /^\/v1(\/|$)/i.test(url);
}

export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** The /v1 routes (method + path) of a route registration, HEAD twins left out. */
function apiRouteKeys(route: Pick<RouteOptions, 'method' | 'url'>): string[] {
  if (!isApiRoute(route.url)) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== 'HEAD').map((m) => routeKey(m, route.url));
}

/**
 * Registers the access check (`onRequest`, before body parsing) and collects every /v1 route as it
 * is registered. Call before the modules; call the returned function once they are all registered:
 * it throws when a route has no row in `table`.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  table: Readonly<Record<string, RouteAccess>> = routeAccess,
): () => void {
  const registered: string[] = [];
  const misdeclared: string[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(...apiRouteKeys(route));
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.sessionWithFirstRead && methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      misdeclared.push(`${methods.join(',')} ${route.url}`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    if (!url || !isApiRoute(url)) return;
    const access = table[routeKey(req.method === 'HEAD' ? 'GET' : req.method, url)];
    // Unreachable after the startup check; refused rather than let through.
    if (!access) throw new AppError('FORBIDDEN');
    if (access === 'public') return;
    if (req.routeOptions.config.sessionWithFirstRead) {
      // The database's half of the check, and the role it reads, come with the handler's first
      // statement (decision 080); the role is never taken from the token (decision 002).
      await req.getClaims();
      return;
    }
    const user = await req.getUser();
    if (access !== 'signed-in' && !access.includes(user.role)) throw new AppError('FORBIDDEN');
  });

  // Fails closed: a route that left the session check to its handler never answers without it, nor
  // to a role its row does not name.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.routeOptions.config?.sessionWithFirstRead || reply.statusCode >= 400) return payload;
    const access = table[routeKey(req.method === 'HEAD' ? 'GET' : req.method, req.routeOptions.url ?? '')];
    const user = checkedUserOf(req);
    if (access === 'public' && (user || !req.headers.authorization)) return payload;
    if (user && (access === 'signed-in' || access?.includes(user.role))) return payload;
    req.log.error({ route: req.routeOptions.url }, 'answer refused: the handler did not check the session or the role');
    reply.code(500).removeHeader('content-encoding').header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(new AppError('INTERNAL').toResponse());
  });

  return () => {
    if (misdeclared.length > 0) {
      throw new Error(`sessionWithFirstRead is for GET routes only: ${misdeclared.join(', ')}`);
    }
    const missing = [...new Set(registered)].filter((key) => !(key in table));
    if (missing.length > 0) {
      throw new Error(
        `Routes without an access row (add them, with 'public', 'signed-in' or the roles, to packages/domain/src/contract): ${missing.join(', ')}`,
      );
    }
  };
}
