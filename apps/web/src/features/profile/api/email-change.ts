import type { EmailChangeRequest, EmailChangeStatus } from '@nutritest/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The pending change of the signed-in account's e-mail, and whether the request needs a TOTP code. */
export const emailChangeQueryKey = ['email-change'] as const;

/** GET /v1/account/email-change. Typed, not parsed: the server answers through its response schema. */
export const emailChangeQueryOptions = queryOptions({
  queryKey: emailChangeQueryKey,
  queryFn: ({ signal }) => apiRequest('GET /v1/account/email-change', { signal }),
  staleTime: 0,
});

export function useEmailChangeStatus() {
  return useQuery(emailChangeQueryOptions);
}

/** POST /v1/account/email-change: the link goes to the new address; the answer is the pending change. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) => apiRequest('POST /v1/account/email-change', { body }),
    onSuccess: ({ pending }) =>
      queryClient.setQueryData<EmailChangeStatus>(emailChangeQueryKey, (old) => ({
        pending,
        codeRequired: old?.codeRequired ?? false,
      })),
  });
}

/** DELETE /v1/account/email-change: the link sent stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE /v1/account/email-change'),
    onSuccess: () =>
      queryClient.setQueryData<EmailChangeStatus>(emailChangeQueryKey, (old) => ({
        pending: null,
        codeRequired: old?.codeRequired ?? false,
      })),
  });
}
