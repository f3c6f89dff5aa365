import type { AuthenticateRequest } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * The password step: the session, or a challenge for the second factor (see TwoFactorSignIn).
 * Typed, not parsed: the server answers through its response schema, and the login page stays
 * free of zod.
 */
export function authenticate(body: AuthenticateRequest) {
  return apiRequest('POST /v1/account/authenticate', { body });
}
