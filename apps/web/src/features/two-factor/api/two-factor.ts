import type {
  TwoFactorChallengeRequest,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorEnrolmentRequest,
  TwoFactorVerifyRequest,
} from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/account/two-factor: whether the signed-in account has TOTP on. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: ['account', 'two-factor'] as const,
  queryFn: ({ signal }) => apiRequest('GET /v1/account/two-factor', { signal }),
  retry: false,
});

/** POST /v1/account/two-factor/email-code: a 6-digit code that may replace the password below. */
export function requestChangeEmailCode() {
  return apiRequest('POST /v1/account/two-factor/email-code');
}

/** POST /v1/account/two-factor/enrolment: with the password (or e-mailed code), a new secret and its QR. */
export function startEnrolment(body: TwoFactorEnrolmentRequest) {
  return apiRequest('POST /v1/account/two-factor/enrolment', { body });
}

/** POST /v1/account/two-factor/enrolment/confirm: the first code turns it on (operators: recovery codes). */
export function confirmEnrolment(body: TwoFactorCodeRequest) {
  return apiRequest('POST /v1/account/two-factor/enrolment/confirm', { body });
}

/** POST /v1/account/two-factor/disable: a current code and the password (or e-mailed code). */
export function disableTwoFactor(body: TwoFactorDisableRequest) {
  return apiRequest('POST /v1/account/two-factor/disable', { body });
}

/** POST /v1/account/two-factor/recovery-codes: operators, new one-time codes (the old ones die). */
export function regenerateRecoveryCodes(body: TwoFactorEnrolmentRequest) {
  return apiRequest('POST /v1/account/two-factor/recovery-codes', { body });
}

/** POST /v1/account/two-factor/removal: the e-mailed "Quitar la verificación en dos pasos" link. */
export function removeTwoFactor(body: { data: string }) {
  return apiRequest('POST /v1/account/two-factor/removal', { body });
}

/** POST /v1/account/two-factor/verify: the second sign-in step (a code or a recovery code); answers the session. */
export function verifySignIn(body: TwoFactorVerifyRequest) {
  return apiRequest('POST /v1/account/two-factor/verify', { body });
}

/** POST /v1/account/two-factor/setup: an operator's enrolment during sign-in. */
export function startSignInSetup(challengeToken: string) {
  return apiRequest('POST /v1/account/two-factor/setup', { body: { challengeToken } });
}

/** POST /v1/account/two-factor/setup/confirm: turns TOTP on; answers the session and the recovery codes. */
export function confirmSignInSetup(body: TwoFactorChallengeRequest) {
  return apiRequest('POST /v1/account/two-factor/setup/confirm', { body });
}

/** POST /v1/account/step-up/email-code: e-mails a 6-digit code (accounts without TOTP). */
export function requestStepUpEmailCode() {
  return apiRequest('POST /v1/account/step-up/email-code');
}

/** POST /v1/account/step-up: the code for a 5-minute step-up token. */
export function stepUp(body: TwoFactorCodeRequest) {
  return apiRequest('POST /v1/account/step-up', { body });
}
