import { z } from 'zod';
import {
  acceptInvitationSchema,
  authenticateResponseSchema,
  employeeUnlinkedSchema,
  invitationRequestSchema,
  invitationSentSchema,
  invitationSummarySchema,
  invitationViewSchema,
  linkedPersonSchema,
} from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

const tokenParam = z.string().min(10).max(200);

export const invitationsEndpoints = defineEndpoints({
  'POST /v1/account/fromNutritionist': {
    access: ['Nutritionist'],
    legacy: true,
    schema: { body: invitationRequestSchema, response: { 200: invitationSentSchema } },
  },
  'POST /v1/Account/fromBusiness': {
    access: ['Business'],
    legacy: true,
    schema: { body: invitationRequestSchema, response: { 200: invitationSentSchema } },
  },
  'GET /v1/account/invitations': {
    access: ['Nutritionist', 'Business'],
    schema: { response: { 200: z.array(invitationSummarySchema) } },
  },
  'POST /v1/account/invitations/:id/resend': {
    access: ['Nutritionist', 'Business'],
    schema: { params: idParams, response: { 200: invitationSentSchema } },
  },
  'DELETE /v1/account/invitations/:id': {
    access: ['Nutritionist', 'Business'],
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'GET /v1/account/fromNutritionist/:token': {
    access: 'public',
    legacy: true,
    schema: { params: z.object({ token: tokenParam }), response: { 200: invitationViewSchema } },
  },
  'GET /v1/Account/fromBusiness': {
    access: 'public',
    legacy: true,
    schema: { querystring: z.object({ userdata: tokenParam }), response: { 200: invitationViewSchema } },
  },
  'POST /v1/account/invitations/accept': {
    access: 'public',
    schema: { body: acceptInvitationSchema, response: { 200: authenticateResponseSchema } },
  },
  'GET /v1/account/patients': {
    access: ['Nutritionist'],
    legacy: true,
    schema: { response: { 200: z.array(linkedPersonSchema) } },
  },
  'GET /v1/account/referer': {
    access: ['Nutritionist'],
    legacy: true,
    schema: { response: { 200: z.array(linkedPersonSchema) } },
  },
  'GET /v1/account/employees': {
    access: ['Business'],
    legacy: true,
    schema: { response: { 200: z.array(linkedPersonSchema) } },
  },
  'DELETE /v1/account/employees/:id': {
    access: ['Business'],
    schema: { params: z.object({ id: z.string().max(100) }), response: { 200: employeeUnlinkedSchema } },
  },
});
