import type { EmailOnlyInput } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/account/password/reset. The server answers 202 whether or not the account exists (so
 * nobody can probe for e-mails) and mails a link to /changePassword?data=... when it does.
 */
export function requestPasswordReset(body: EmailOnlyInput) {
  return apiRequest('POST /v1/account/password/reset', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
