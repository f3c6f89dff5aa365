import { z } from 'zod';
import { cfeVerificationSchema, cfeVerifyQuerySchema, invoicingHealthSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const invoicingEndpoints = defineEndpoints({
  'GET /v1/purchases/invoices/:id/pdf': {
    access: ['Customer', 'Business', 'Operator'],
    produces: 'application/pdf',
    schema: {
      params: idParams,
      querystring: z.object({ format: z.enum(['a4', '80mm']).default('a4') }),
    },
  },
  'GET /v1/purchases/invoices/:id/xml': {
    access: ['Customer', 'Business', 'Operator'],
    produces: 'application/xml',
    schema: { params: idParams },
  },
  'GET /v1/cfe/verify': {
    access: 'public',
    schema: { querystring: cfeVerifyQuerySchema, response: { 200: cfeVerificationSchema } },
  },
  'GET /v1/ops/invoicing': { access: ['Operator'], schema: { response: { 200: invoicingHealthSchema } } },
  'POST /v1/ops/invoices/:id/retry': {
    access: ['Operator'],
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'POST /v1/ops/invoices/:id/reissue': {
    access: ['Operator'],
    schema: { params: idParams, response: { 204: z.null() } },
  },
});
