import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/session';

/**
 * GET /v1/account/company-invitation (customers): a company's pending invitation to this customer's
 * e-mail while she has no kit — she already had an account, so the e-mail carried no link (issue 41).
 */
export const companyInvitationQueryOptions = queryOptions({
  queryKey: ['account', 'companyInvitation'] as const,
  queryFn: ({ signal }) => apiRequest('GET /v1/account/company-invitation', { signal }),
});

/** POST /v1/account/company-invitation/{id}/accept: a place of the company pays her kit. */
export function useAcceptCompanyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST /v1/account/company-invitation/:id/accept', { params: { id } }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      queryClient.setQueryData(companyInvitationQueryOptions.queryKey, { invitation: null });
    },
  });
}
