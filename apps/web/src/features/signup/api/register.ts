import type { RegisterRequest } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/account: creates the account and sends the confirmation e-mail (answers plain text). */
export function register(body: RegisterRequest) {
  return apiRequest('POST', '/v1/account', { body }) as Promise<string>;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
