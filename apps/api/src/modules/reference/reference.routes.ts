import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { fromContract } from '../../platform/http/contract';
import { listCostTiers, listReference } from './reference.repository';

/** Public reference data: kit price tiers, departments, pathologies, family histories, contacts. */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  app.route({ ...fromContract('GET /v1/cost'), handler: async () => listCostTiers(db) });

  app.route({ ...fromContract('GET /v1/reference'), handler: async () => listReference(db) });

  app.route({
    ...fromContract('GET /v1/config'),
    handler: async () => ({
      supportEmail: config.supportEmail,
      whatsappNumber: config.whatsappNumber,
      supportPhone: config.supportPhone,
    }),
  });
};
