import { CONSENT_TEXT_VERSION, type RegisterRequest } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/account: creates the account and sends the confirmation e-mail (answers plain text). The
 * accepted terms box goes with the version of the texts this build shows; the server records both.
 */
export function register(body: Omit<RegisterRequest, 'termsVersion'>) {
  const withVersion: RegisterRequest = { ...body, termsVersion: CONSENT_TEXT_VERSION };
  return apiRequest('POST /v1/account', { body: withVersion }) as Promise<string>;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
