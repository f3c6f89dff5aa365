import {
  authenticateResponseSchema,
  stepUpEmailCodeResponseSchema,
  stepUpResponseSchema,
  type TwoFactorChallengeRequest,
  type TwoFactorCodeRequest,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/account/two-factor: whether the signed-in account has TOTP on. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: ['account', 'two-factor'] as const,
  queryFn: ({ signal }) => apiRequest('GET', '/v1/account/two-factor', { schema: twoFactorStatusSchema, signal }),
  retry: false,
});

/** POST /v1/account/two-factor/enrolment: a new secret and its QR (not active until confirmed). */
export function startEnrolment() {
  return apiRequest('POST', '/v1/account/two-factor/enrolment', { schema: twoFactorEnrolmentSchema });
}

/** POST /v1/account/two-factor/enrolment/confirm: the first code turns it on. */
export function confirmEnrolment(body: TwoFactorCodeRequest) {
  return apiRequest('POST', '/v1/account/two-factor/enrolment/confirm', { body, schema: twoFactorStatusSchema });
}

/** POST /v1/account/two-factor/disable: needs a current code. */
export function disableTwoFactor(body: TwoFactorCodeRequest) {
  return apiRequest('POST', '/v1/account/two-factor/disable', { body, schema: twoFactorStatusSchema });
}

/** POST /v1/account/two-factor/verify: the second sign-in step; answers the session. */
export function verifySignIn(body: TwoFactorChallengeRequest) {
  return apiRequest('POST', '/v1/account/two-factor/verify', { body, schema: authenticateResponseSchema });
}

/** POST /v1/account/two-factor/setup: an operator's enrolment during sign-in. */
export function startSignInSetup(challengeToken: string) {
  return apiRequest('POST', '/v1/account/two-factor/setup', {
    body: { challengeToken },
    schema: twoFactorEnrolmentSchema,
  });
}

/** POST /v1/account/two-factor/setup/confirm: turns TOTP on and answers the session. */
export function confirmSignInSetup(body: TwoFactorChallengeRequest) {
  return apiRequest('POST', '/v1/account/two-factor/setup/confirm', { body, schema: authenticateResponseSchema });
}

/** POST /v1/account/step-up/email-code: e-mails a 6-digit code (accounts without TOTP). */
export function requestStepUpEmailCode() {
  return apiRequest('POST', '/v1/account/step-up/email-code', { schema: stepUpEmailCodeResponseSchema });
}

/** POST /v1/account/step-up: the code for a 5-minute step-up token. */
export function stepUp(body: TwoFactorCodeRequest) {
  return apiRequest('POST', '/v1/account/step-up', { body, schema: stepUpResponseSchema });
}
