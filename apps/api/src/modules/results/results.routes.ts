import { resultsResponseSchema } from '@nutritest/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireRoleWith, requireUser } from '../../platform/auth/guards';
import { createJsonCache, sendCachedJson } from '../../platform/cached-json';
import { fromContract } from '../../platform/http/contract';
import type { ResultsService } from './results.service';

type Results = Awaited<ReturnType<ResultsService['ownResultsView']>>;

/**
 * Genetic results: sensitive data, never cached by browsers or proxies. The answer is serialised
 * once per lab import (the scored traits the service caches are its anchor) and per what else it
 * says — whose results, their status — and sent as it is (platform/cached-json.ts, issue 23).
 */
export const resultsRoutes: FastifyPluginAsyncZod<{ service: ResultsService }> = async (app, { service }) => {
  const answers = createJsonCache(resultsResponseSchema);
  const send = (req: FastifyRequest, reply: FastifyReply, data: Results) =>
    sendCachedJson(
      req,
      reply,
      answers.get(
        data.items,
        JSON.stringify([data.patient.firstName, data.patient.lastName, data.analysisId, data.referenceId, data.status]),
        // What the answer shows, without what the service read for the foods beside it.
        () => {
          const { pathologyIds: _forFoods, ...answer } = data;
          return answer;
        },
      ),
    );

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...fromContract('GET /v1/Analyses/results'),
    config: { sessionWithFirstRead: true },
    handler: async (req, reply) => {
      const { user, data } = await requireRoleWith(req, ['Customer'], service.ownSourceWithSession);
      return send(req, reply, await service.ownResultsView(user, data));
    },
  });

  app.route({
    ...fromContract('GET /v1/Analyses/patients/result/:id'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Operator');
      return send(req, reply, await service.patientResults(user, req.params.id));
    },
  });

  app.route({
    ...fromContract('GET /v1/account/results-access'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.accessLog(user);
    },
  });
};
