import { resultsResponseSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/auth/guards';
import type { ResultsService } from './results.service';

/** Genetic results: sensitive data, never cached by browsers or proxies. */
export const resultsRoutes: FastifyPluginAsyncZod<{ service: ResultsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/v1/Analyses/results', { schema: { response: { 200: resultsResponseSchema } } }, async (req) => {
    const user = await requireRole(req, 'Customer');
    return service.ownResultsView(user);
  });

  app.get(
    '/v1/Analyses/patients/result/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: resultsResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      return service.patientResults(user, req.params.id);
    },
  );

  app.get(
    '/v1/account/results-access',
    {
      schema: {
        response: { 200: z.array(z.object({ at: z.string(), role: z.string(), viewer: z.string() })) },
      },
    },
    async (req) => {
      const user = await requireUser(req);
      return service.accessLog(user);
    },
  );
};
