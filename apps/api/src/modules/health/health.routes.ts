import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorageProblem } from '../../db/data-dir';
import { fromContract } from '../../platform/http/contract';

/**
 * /healthz: the process is up (never touches the database). /readyz: the process takes traffic:
 * the database answers, the disk takes writes (storage-health.ts: a full or read-only disk) and it
 * is not shutting down (load balancers route on this; on SIGTERM it turns 503 before the server
 * stops accepting connections). A 503 names its reason.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  draining?: () => boolean;
  storage?: () => Promise<StorageProblem | null>;
}> = async (app, { ping, draining = () => false, storage = async () => null }) => {
  app.route({
    ...fromContract('GET /healthz'),
    logLevel: 'warn',
    handler: async () => ({
      status: 'ok' as const,
    }),
  });
  app.route({
    ...fromContract('GET /readyz'),
    logLevel: 'warn',
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining()) return reply.status(503).send({ status: 'unavailable' as const, reason: 'draining' as const });
      try {
        await ping();
      } catch (err) {
        req.log.warn({ err }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const, reason: 'database' as const });
      }
      const problem = await storage();
      if (problem)
        return reply.status(503).send({ status: 'unavailable' as const, reason: `storage-${problem}` as const });
      return { status: 'ok' as const };
    },
  });
};
