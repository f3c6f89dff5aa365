import { z } from 'zod';
import { costTiersResponseSchema, namedItemSchema, publicConfigSchema } from '../index';
import { defineEndpoints } from './define';

export const referenceEndpoints = defineEndpoints({
  'GET /v1/cost': {
    access: 'public',
    summary: 'The kit’s price tiers.',
    legacy: true,
    schema: { response: { 200: costTiersResponseSchema } },
  },
  'GET /v1/reference': {
    access: 'public',
    summary: 'Departments, pathologies and family histories (the forms’ lists).',
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
  'GET /v1/config': {
    access: 'public',
    summary: 'The web app’s public configuration (support contacts).',
    schema: { response: { 200: publicConfigSchema } },
  },
  'GET /v1/openapi.json': {
    access: 'public',
    summary: 'This document: the API’s OpenAPI 3.1 description, generated from its endpoint contract.',
    schema: {
      response: {
        200: z.looseObject({
          openapi: z.string(),
          info: z.looseObject({ title: z.string(), version: z.string() }),
          paths: z.record(z.string(), z.record(z.string(), z.unknown())),
        }),
      },
    },
  },
});
