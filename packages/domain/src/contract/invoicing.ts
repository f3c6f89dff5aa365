import { z } from 'zod';
import { cfeVerificationSchema, cfeVerifyQuerySchema, invoicingHealthSchema } from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

export const invoicingEndpoints = defineEndpoints({
  'GET /v1/purchases/invoices/:id/pdf': {
    access: ['Customer', 'Business', 'Operator'],
    summary: 'A receipt as PDF (A4 or an 80 mm ticket): its buyer or operators.',
    produces: 'application/pdf',
    schema: {
      params: idParams,
      querystring: z.object({ format: z.enum(['a4', '80mm']).default('a4') }),
    },
  },
  'GET /v1/purchases/invoices/:id/xml': {
    access: ['Customer', 'Business', 'Operator'],
    summary: 'A receipt’s signed CFE XML: its buyer or operators.',
    produces: 'application/xml',
    schema: { params: idParams },
  },
  'GET /v1/cfe/verify': {
    access: 'public',
    summary: 'Check a printed receipt by type, series, number and security code.',
    schema: { querystring: cfeVerifyQuerySchema, response: { 200: cfeVerificationSchema } },
  },
  'GET /v1/ops/invoicing': {
    access: ['Operator'],
    summary: 'Invoicing health: receipts pending, failed or rejected (operators).',
    schema: { response: { 200: invoicingHealthSchema } },
  },
  'POST /v1/ops/invoices/:id/retry': {
    access: ['Operator'],
    summary: 'Try to issue a failed receipt again (operators).',
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'POST /v1/ops/invoices/:id/reissue': {
    access: ['Operator'],
    summary: 'Issue a receipt DGI rejected again, corrected, with a new number (operators).',
    schema: { params: idParams, response: { 204: z.null() } },
  },
});
