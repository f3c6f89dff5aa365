import { z } from 'zod';
import {
  accountSchema,
  authenticateRequestSchema,
  authenticateResponseSchema,
  availabilityResponseSchema,
  bankAccountSchema,
  changePasswordSchema,
  confirmationQuerySchema,
  emailChangeConfirmedSchema,
  emailChangeConfirmSchema,
  emailChangeRequestedSchema,
  emailChangeRequestSchema,
  emailChangeStatusSchema,
  emailOnlySchema,
  emailSchema,
  nutritionistCodeRequestSchema,
  nutritionistLookupResponseSchema,
  refererSchema,
  registerRequestSchema,
  signInResponseSchema,
  stepUpEmailCodeResponseSchema,
  stepUpResponseSchema,
  twoFactorChallengeRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentRequestSchema,
  twoFactorEnrolmentSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorRemovalRequestSchema,
  twoFactorRemovalResponseSchema,
  twoFactorSetupConfirmResponseSchema,
  twoFactorSetupRequestSchema,
  twoFactorStatusSchema,
  twoFactorVerifyRequestSchema,
  updateAccountRequestSchema,
} from '../index';
import { defineEndpoints } from './define';

const messageSchema = z.object({ message: z.string() });

const plainText = z.string();

export const accountsEndpoints = defineEndpoints({
  'POST /v1/account/authenticate': {
    access: 'public',
    legacy: true,
    schema: { body: authenticateRequestSchema, response: { 200: signInResponseSchema } },
  },
  'POST /v1/account/logout': { access: 'signed-in', schema: { response: { 204: z.null() } } },
  'POST /v1/account': {
    access: 'public',
    produces: 'text/plain',
    legacy: true,
    schema: { body: registerRequestSchema, response: { 201: plainText } },
  },
  'GET /v1/account/verification': {
    access: 'public',
    legacy: true,
    schema: { querystring: z.object({ email: emailSchema }), response: { 200: availabilityResponseSchema } },
  },
  'GET /v1/account/confirmation': {
    access: 'public',
    legacy: true,
    schema: {
      querystring: confirmationQuerySchema,
      response: { 200: z.object({ confirmed: z.literal(true), alreadyConfirmed: z.boolean() }) },
    },
  },
  'POST /v1/Account/resendemailregister': {
    access: 'public',
    legacy: true,
    schema: { body: emailOnlySchema, response: { 202: messageSchema } },
  },
  'PUT /v1/account/password': {
    access: 'signed-in',
    legacy: true,
    schema: { body: changePasswordSchema, response: { 200: z.object({ jwtToken: z.string() }) } },
  },
  'POST /v1/account/password/reset': {
    access: 'public',
    legacy: true,
    schema: { body: emailOnlySchema, response: { 202: messageSchema } },
  },
  'GET /v1/account/password/reset/confirmation': {
    access: 'public',
    legacy: true,
    schema: {
      querystring: z.object({ data: z.string().max(300).default('') }),
      response: { 200: messageSchema },
    },
  },
  'GET /v1/account/email-change': {
    access: ['Customer', 'Nutritionist', 'Business'],
    schema: { response: { 200: emailChangeStatusSchema } },
  },
  'POST /v1/account/email-change': {
    access: ['Customer', 'Nutritionist', 'Business'],
    schema: { body: emailChangeRequestSchema, response: { 202: emailChangeRequestedSchema } },
  },
  'DELETE /v1/account/email-change': {
    access: ['Customer', 'Nutritionist', 'Business'],
    schema: { response: { 204: z.null() } },
  },
  'POST /v1/account/email-change/confirm': {
    access: 'public',
    schema: { body: emailChangeConfirmSchema, response: { 200: emailChangeConfirmedSchema } },
  },
  'GET /v1/account/nutritionist/:code': {
    access: 'public',
    legacy: true,
    schema: { params: z.object({ code: z.string().max(20) }), response: { 200: nutritionistLookupResponseSchema } },
  },
  'POST /v1/account/nutritionist': {
    access: ['Customer'],
    legacy: true,
    schema: { body: nutritionistCodeRequestSchema, response: { 200: refererSchema } },
  },
  'GET /v1/account/nutritionist': {
    access: ['Customer'],
    legacy: true,
    schema: { response: { 200: refererSchema.nullable() } },
  },
  'DELETE /v1/account/nutritionist': { access: ['Customer'], legacy: true, schema: { response: { 204: z.null() } } },
  'GET /v1/bankAccounts': {
    access: ['Nutritionist'],
    legacy: true,
    schema: { response: { 200: bankAccountSchema.nullable() } },
  },
  'POST /v1/bankAccounts': {
    access: ['Nutritionist'],
    legacy: true,
    schema: { body: bankAccountSchema, response: { 200: bankAccountSchema } },
  },
  'GET /v1/account/kitsavailable': {
    access: ['Business'],
    legacy: true,
    schema: { response: { 200: z.number().int() } },
  },
  'GET /v1/account': { access: 'signed-in', legacy: true, schema: { response: { 200: accountSchema } } },
  'PUT /v1/account': {
    access: 'signed-in',
    produces: 'text/plain',
    legacy: true,
    schema: { body: updateAccountRequestSchema, response: { 200: plainText } },
  },
  'GET /v1/account/:id': {
    access: 'signed-in',
    legacy: true,
    schema: { params: z.object({ id: z.string().max(100) }), response: { 200: accountSchema } },
  },
  'GET /v1/account/two-factor': { access: 'signed-in', schema: { response: { 200: twoFactorStatusSchema } } },
  'POST /v1/account/two-factor/email-code': {
    access: 'signed-in',
    schema: { response: { 200: stepUpEmailCodeResponseSchema } },
  },
  'POST /v1/account/two-factor/enrolment': {
    access: 'signed-in',
    schema: { body: twoFactorEnrolmentRequestSchema, response: { 200: twoFactorEnrolmentSchema } },
  },
  'POST /v1/account/two-factor/enrolment/confirm': {
    access: 'signed-in',
    schema: { body: twoFactorCodeRequestSchema, response: { 200: twoFactorConfirmResponseSchema } },
  },
  'POST /v1/account/two-factor/disable': {
    access: 'signed-in',
    schema: { body: twoFactorDisableRequestSchema, response: { 200: twoFactorStatusSchema } },
  },
  'POST /v1/account/two-factor/recovery-codes': {
    access: ['Operator'],
    schema: { body: twoFactorEnrolmentRequestSchema, response: { 200: twoFactorRecoveryCodesSchema } },
  },
  'POST /v1/account/two-factor/removal': {
    access: 'public',
    schema: { body: twoFactorRemovalRequestSchema, response: { 200: twoFactorRemovalResponseSchema } },
  },
  'POST /v1/account/two-factor/verify': {
    access: 'public',
    schema: { body: twoFactorVerifyRequestSchema, response: { 200: authenticateResponseSchema } },
  },
  'POST /v1/account/two-factor/setup': {
    access: 'public',
    schema: { body: twoFactorSetupRequestSchema, response: { 200: twoFactorEnrolmentSchema } },
  },
  'POST /v1/account/two-factor/setup/confirm': {
    access: 'public',
    schema: { body: twoFactorChallengeRequestSchema, response: { 200: twoFactorSetupConfirmResponseSchema } },
  },
  'POST /v1/account/step-up/email-code': {
    access: 'signed-in',
    schema: { response: { 200: stepUpEmailCodeResponseSchema } },
  },
  'POST /v1/account/step-up': {
    access: 'signed-in',
    schema: { body: twoFactorCodeRequestSchema, response: { 200: stepUpResponseSchema } },
  },
});
