import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { fromContract } from '../../platform/http/contract';
import { enforceRateLimit } from '../../platform/rate-limit';

/**
 * POST /v1/client-errors (issue 22 item 11): the web app's top-level error page reports the failure
 * with its own request id (`x-request-id`, shown to the person as the error's code), so support finds
 * it in the server log. Anyone may call it (it happens signed out too), a few times a minute per
 * address; it answers 204 and stores nothing but the log line.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...fromContract('POST /v1/client-errors'),
    handler: async (req, reply) => {
      await enforceRateLimit(db, `client-error:${req.ip}`, 10, 60);
      const { message, stack, componentStack, path } = req.body;
      req.log.error(
        {
          clientError: { message, stack, componentStack, path: path.split('?')[0] },
          userAgent: req.headers['user-agent'],
        },
        'web app error',
      );
      return reply.code(204).send(null);
    },
  });
};
