import {
  consentsResponseSchema,
  dataExportSchema,
  deletionConfirmSchema,
  deletionDoneResponseSchema,
  deletionRequestedResponseSchema,
  deletionRequestSchema,
  updateConsentRequestSchema,
} from '../index';
import { defineEndpoints } from './define';

export const privacyEndpoints = defineEndpoints({
  'GET /v1/account/consents': {
    access: 'signed-in',
    summary: 'The account’s consents: genetic data processing, sharing with the nutritionist.',
    schema: { response: { 200: consentsResponseSchema } },
  },
  'PUT /v1/account/consents': {
    access: 'signed-in',
    summary: 'Grant or withdraw a consent.',
    schema: { body: updateConsentRequestSchema, response: { 200: consentsResponseSchema } },
  },
  'GET /v1/account/export': {
    access: 'signed-in',
    summary: 'Every piece of the account’s data, as JSON.',
    schema: { response: { 200: dataExportSchema } },
  },
  'POST /v1/account/deletion': {
    access: 'signed-in',
    summary: 'Ask to delete the account: a confirmation link is e-mailed.',
    schema: { body: deletionRequestSchema, response: { 202: deletionRequestedResponseSchema } },
  },
  'POST /v1/account/deletion/confirm': {
    access: 'public',
    summary: 'Delete the account with the e-mailed link.',
    schema: { body: deletionConfirmSchema, response: { 200: deletionDoneResponseSchema } },
  },
});
