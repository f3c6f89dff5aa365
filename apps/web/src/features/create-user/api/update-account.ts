import type { UpdateAccountRequest } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The session's account query (GET /v1/account), refreshed after a save. */
const accountQueryKey = ['account', 'me'] as const;

/** PUT /v1/account: answers 200 text/plain 'Cuenta editada correctamente'. */
export function updateAccount(body: UpdateAccountRequest) {
  return apiRequest('PUT /v1/account', { body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
