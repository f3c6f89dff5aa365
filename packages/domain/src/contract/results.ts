import { z } from 'zod';
import { resultsReportQuerySchema, resultsReportSchema, resultsResponseSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const resultsEndpoints = defineEndpoints({
  'GET /v1/Analyses/results': {
    access: ['Customer'],
    summary: 'The customer’s genetic results.',
    legacy: true,
    schema: { response: { 200: resultsResponseSchema } },
  },
  'GET /v1/Analyses/patients/result/:id': {
    access: ['Nutritionist', 'Operator'],
    summary: 'A linked patient’s genetic results.',
    legacy: true,
    schema: { params: idParams, response: { 200: resultsResponseSchema } },
  },
  'GET /v1/account/results-access': {
    access: 'signed-in',
    summary: 'Who read the account’s genetic results, and when.',
    schema: {
      response: { 200: z.array(z.object({ at: z.string(), role: z.string(), viewer: z.string() })) },
    },
  },
  'GET /v1/Analyses/report': {
    access: ['Customer', 'Nutritionist', 'Operator'],
    summary: 'The data of the results report (PDF) of the customer or a linked patient.',
    schema: { querystring: resultsReportQuerySchema, response: { 200: resultsReportSchema } },
  },
});
