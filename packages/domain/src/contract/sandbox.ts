import { z } from 'zod';
import { paymentInstrumentSchema } from '../index';
import { defineEndpoints } from './define';

export const sandboxEndpoints = defineEndpoints({
  'GET /sandbox/brands/:file': {
    access: 'public',
    summary: 'A card brand logo of the payment sandbox.',
    produces: 'image/svg+xml',
    schema: { params: z.object({ file: z.string().max(30) }) },
  },
  'GET /sandbox/card': {
    access: 'public',
    summary: 'The payment sandbox’s card page.',
    produces: 'text/html',
    schema: { querystring: z.object({ session: z.string().max(100).default('') }) },
  },
  'POST /sandbox/card': {
    access: 'public',
    summary: 'Save a test card in the payment sandbox.',
    schema: {
      body: z.object({
        session: z.string().max(100),
        number: z.string().max(30),
        holderName: z.string().max(100),
        expiry: z.string().max(10),
        cvv: z.string().max(10),
      }),
      response: { 201: z.object({ instrument: paymentInstrumentSchema }) },
    },
  },
  'GET /sandbox/checkout/:id': {
    access: 'public',
    summary: 'The payment sandbox’s checkout page.',
    produces: 'text/html',
    schema: { params: z.object({ id: z.string().max(100) }) },
  },
  'POST /sandbox/checkout/:id': {
    access: 'public',
    summary: 'Choose the outcome of a sandbox checkout (approved, rejected, pending).',
    schema: {
      params: z.object({ id: z.string().max(100) }),
      body: z.object({ outcome: z.enum(['approved', 'rejected', 'pending']) }),
      response: { 200: z.object({ redirectUrl: z.string() }) },
    },
  },
});
