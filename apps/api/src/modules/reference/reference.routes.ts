import { costTiersResponseSchema, namedItemSchema, publicConfigSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { listCostTiers, listReference } from './reference.repository';

/** Public reference data: kit price tiers, departments, pathologies, family histories, contacts. */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  app.get('/v1/cost', { schema: { response: { 200: costTiersResponseSchema } } }, async () => listCostTiers(db));

  app.get(
    '/v1/reference',
    {
      schema: {
        response: {
          200: z.object({
            departments: z.array(namedItemSchema),
            pathologies: z.array(namedItemSchema),
            familyHistories: z.array(namedItemSchema),
          }),
        },
      },
    },
    async () => listReference(db),
  );

  app.get('/v1/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    supportEmail: config.supportEmail,
    whatsappNumber: config.whatsappNumber,
    supportPhone: config.supportPhone,
  }));
};
