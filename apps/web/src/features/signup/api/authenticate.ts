import type { AuthenticateRequest, AuthenticateResponse } from '@nutritest/domain';
import { apiJson } from '../../../lib/api-client';

/** POST /v1/account/authenticate: the automatic sign-in right after a signup. */
export function authenticate(body: AuthenticateRequest) {
  return apiJson<AuthenticateResponse>('POST', '/v1/account/authenticate', { body });
}
