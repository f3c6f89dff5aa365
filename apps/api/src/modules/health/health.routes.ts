import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * /healthz: the process is up (never touches the database). /readyz: the process takes traffic:
 * the database answers and it is not shutting down (load balancers route on this; on SIGTERM it
 * turns 503 before the server stops accepting connections).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void>; draining?: () => boolean }> = async (
  app,
  { ping, draining = () => false },
) => {
  app.get('/healthz', { schema: { response: { 200: statusSchema } }, logLevel: 'warn' }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining()) return reply.status(503).send({ status: 'unavailable' as const });
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (err) {
        req.log.warn({ err }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
