import { AppError, type AuthenticateRequest, type AuthenticateResponse } from '@nutritest/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/account/authenticate: the automatic sign-in right after a signup. An address that had an
 * account with a second factor (the signup then created nothing, decision 017) answers a challenge
 * instead of a session: that counts as a refused sign-in, and the person signs in on /login.
 */
export async function authenticate(body: AuthenticateRequest): Promise<AuthenticateResponse> {
  const answer = await apiRequest('POST /v1/account/authenticate', { body });
  if (!('jwtToken' in answer)) throw new AppError('INVALID_CREDENTIALS');
  return answer;
}
