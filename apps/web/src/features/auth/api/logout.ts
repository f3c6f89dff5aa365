import { apiRequest } from '../../../lib/api-client';

/** Revokes the current token on the server. */
export function logout() {
  return apiRequest('POST', '/v1/account/logout');
}
