import { type AuthenticateRequest, signInResponseSchema } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/** The password step: the session, or a challenge for the second factor (see TwoFactorSignIn). */
export function authenticate(body: AuthenticateRequest) {
  return apiRequest('POST', '/v1/account/authenticate', { body, schema: signInResponseSchema });
}
