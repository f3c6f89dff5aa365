import { type AuthenticateRequest, authenticateResponseSchema } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

export function authenticate(body: AuthenticateRequest) {
  return apiRequest('POST', '/v1/account/authenticate', { body, schema: authenticateResponseSchema });
}
