import { openApiDocument } from '@nutritest/domain/contract/openapi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ContractCheck, fromContract } from './contract';

/**
 * GET /v1/openapi.json (public): the OpenAPI 3.1 document of the routes this app registered,
 * generated from their endpoint contracts (packages/domain/src/contract/openapi.ts, decision 052).
 * Built once, on the first request (every route is registered by then), and sent as it is.
 */
export const openApiRoutes: FastifyPluginAsyncZod<{ contract: ContractCheck }> = async (app, { contract }) => {
  let document: string | undefined;
  app.route({
    ...fromContract('GET /v1/openapi.json'),
    handler: async (_req, reply) => {
      document ??= JSON.stringify(openApiDocument({ keys: contract.routes() }));
      // Serialized once: a string with a JSON type is sent as it is (no second pass over ~700 KB).
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(document as never);
    },
  });
};
