import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StorageProblem } from '../../db/data-dir';

const statusSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why not ready: shutting down, the database does not answer, or the disk cannot take writes. */
  reason: z.enum(['draining', 'database', 'storage-full', 'storage-read-only']).optional(),
});

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
  app.get('/healthz', { schema: { response: { 200: statusSchema } }, logLevel: 'warn' }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (req, reply) => {
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
  );
};
