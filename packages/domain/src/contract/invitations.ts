import { z } from 'zod';
import {
  acceptInvitationSchema,
  accountSchema,
  authenticateResponseSchema,
  employeeUnlinkedSchema,
  invitationRequestSchema,
  invitationSentSchema,
  invitationSummarySchema,
  invitationViewSchema,
  linkedPersonSchema,
  pendingCompanyInvitationSchema,
} from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

const tokenParam = z.string().min(10).max(200);

export const invitationsEndpoints = defineEndpoints({
  'POST /v1/account/fromNutritionist': {
    access: ['Nutritionist'],
    summary: 'Invite a patient (nutritionists).',
    legacy: true,
    schema: { body: invitationRequestSchema, response: { 200: invitationSentSchema } },
  },
  'POST /v1/Account/fromBusiness': {
    access: ['Business'],
    summary: 'Invite an employee to a kit place (companies).',
    legacy: true,
    schema: { body: invitationRequestSchema, response: { 200: invitationSentSchema } },
  },
  'GET /v1/account/invitations': {
    access: ['Nutritionist', 'Business'],
    summary: 'The invitations the nutritionist or company sent.',
    schema: { response: { 200: z.array(invitationSummarySchema) } },
  },
  'POST /v1/account/invitations/:id/resend': {
    access: ['Nutritionist', 'Business'],
    summary: 'Send an invitation again.',
    schema: { params: idParams, response: { 200: invitationSentSchema } },
  },
  'DELETE /v1/account/invitations/:id': {
    access: ['Nutritionist', 'Business'],
    summary: 'Withdraw a pending invitation.',
    schema: { params: idParams, response: { 204: z.null() } },
  },
  'GET /v1/account/fromNutritionist/:token': {
    access: 'public',
    summary: 'A nutritionist’s invitation, from its link.',
    legacy: true,
    schema: { params: z.object({ token: tokenParam }), response: { 200: invitationViewSchema } },
  },
  'GET /v1/Account/fromBusiness': {
    access: 'public',
    summary: 'A company’s invitation, from its link (?userdata=).',
    legacy: true,
    schema: { querystring: z.object({ userdata: tokenParam }), response: { 200: invitationViewSchema } },
  },
  'POST /v1/account/invitations/accept': {
    access: 'public',
    summary: 'Accept an invitation: creates the account.',
    schema: { body: acceptInvitationSchema, response: { 200: authenticateResponseSchema } },
  },
  'GET /v1/account/company-invitation': {
    access: ['Customer'],
    summary: 'A company’s invitation waiting in the account of someone who already had one (issue 41).',
    schema: { response: { 200: pendingCompanyInvitationSchema } },
  },
  'POST /v1/account/company-invitation/:id/accept': {
    access: ['Customer'],
    summary: 'Accept a company’s invitation from one’s own account: takes one of its places.',
    schema: { params: idParams, response: { 200: accountSchema } },
  },
  'GET /v1/account/patients': {
    access: ['Nutritionist'],
    summary: 'The nutritionist’s linked patients who have a kit, and its state.',
    legacy: true,
    schema: { response: { 200: z.array(linkedPersonSchema) } },
  },
  'GET /v1/account/referer': {
    access: ['Nutritionist'],
    summary: 'Every customer linked to the nutritionist (by code or invitation).',
    legacy: true,
    schema: { response: { 200: z.array(linkedPersonSchema) } },
  },
  'GET /v1/account/employees': {
    access: ['Business'],
    summary: 'The company’s employees and their kit state (no health data).',
    legacy: true,
    schema: { response: { 200: z.array(linkedPersonSchema) } },
  },
  'DELETE /v1/account/employees/:id': {
    access: ['Business'],
    summary: 'Unlink an employee from the company (an unused place comes back).',
    schema: { params: z.object({ id: z.string().max(100) }), response: { 200: employeeUnlinkedSchema } },
  },
});
