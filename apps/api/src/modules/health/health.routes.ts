import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** /healthz: the process is up. /readyz: the database answers (load balancers route on this). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/healthz', { schema: { response: { 200: statusSchema } }, logLevel: 'warn' }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (req, reply) => {
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
