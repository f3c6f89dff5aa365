import type { AuthenticateRequest, SignInResponse } from '@nutritest/domain';
import { apiJson } from '../../../lib/api-client';

/**
 * The password step: the session, or a challenge for the second factor (see TwoFactorSignIn).
 * Typed, not parsed: the server answers through its response schema, and the login page stays
 * free of zod.
 */
export function authenticate(body: AuthenticateRequest) {
  return apiJson<SignInResponse>('POST', '/v1/account/authenticate', { body });
}
