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
  'GET /v1/account/consents': { access: 'signed-in', schema: { response: { 200: consentsResponseSchema } } },
  'PUT /v1/account/consents': {
    access: 'signed-in',
    schema: { body: updateConsentRequestSchema, response: { 200: consentsResponseSchema } },
  },
  'GET /v1/account/export': { access: 'signed-in', schema: { response: { 200: dataExportSchema } } },
  'POST /v1/account/deletion': {
    access: 'signed-in',
    schema: { body: deletionRequestSchema, response: { 202: deletionRequestedResponseSchema } },
  },
  'POST /v1/account/deletion/confirm': {
    access: 'public',
    schema: { body: deletionConfirmSchema, response: { 200: deletionDoneResponseSchema } },
  },
});
