import { type AuthenticateRequest, authenticateResponseSchema } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/account/authenticate: the automatic sign-in right after a signup. */
export function authenticate(body: AuthenticateRequest) {
  return apiRequest('POST', '/v1/account/authenticate', { body, schema: authenticateResponseSchema });
}
