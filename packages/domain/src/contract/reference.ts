import { z } from 'zod';
import { costTiersResponseSchema, namedItemSchema, publicConfigSchema } from '../index';
import { defineEndpoints } from './define';

export const referenceEndpoints = defineEndpoints({
  'GET /v1/cost': { access: 'public', schema: { response: { 200: costTiersResponseSchema } } },
  'GET /v1/reference': {
    access: 'public',
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
  'GET /v1/config': { access: 'public', schema: { response: { 200: publicConfigSchema } } },
});
