import { z } from 'zod';
import { resultsReportQuerySchema, resultsReportSchema, resultsResponseSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const resultsEndpoints = defineEndpoints({
  'GET /v1/Analyses/results': {
    access: ['Customer'],
    legacy: true,
    schema: { response: { 200: resultsResponseSchema } },
  },
  'GET /v1/Analyses/patients/result/:id': {
    access: ['Nutritionist', 'Operator'],
    legacy: true,
    schema: { params: idParams, response: { 200: resultsResponseSchema } },
  },
  'GET /v1/account/results-access': {
    access: 'signed-in',
    schema: {
      response: { 200: z.array(z.object({ at: z.string(), role: z.string(), viewer: z.string() })) },
    },
  },
  'GET /v1/Analyses/report': {
    access: ['Customer', 'Nutritionist', 'Operator'],
    schema: { querystring: resultsReportQuerySchema, response: { 200: resultsReportSchema } },
  },
});
