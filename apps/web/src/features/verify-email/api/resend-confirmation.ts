import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/Account/resendemailregister: a new activation link when the account is still unconfirmed. */
export function resendConfirmation(email: string) {
  return apiRequest('POST /v1/Account/resendemailregister', { body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
