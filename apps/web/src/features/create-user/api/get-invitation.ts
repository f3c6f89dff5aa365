import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whose link it is: /createUser?user= (a company's employee) or ?patient= (a nutritionist's patient). */
export type InvitationLinkKind = 'employee' | 'patient';

/**
 * GET /v1/Account/fromBusiness?userdata={token} or GET /v1/account/fromNutritionist/{token}
 * (public): who invites and what they entered. 404 when the link expired, was used or cancelled.
 */
export function getInvitation(kind: InvitationLinkKind, token: string, signal?: AbortSignal) {
  return kind === 'employee'
    ? apiRequest('GET /v1/Account/fromBusiness', { query: { userdata: token }, signal })
    : apiRequest('GET /v1/account/fromNutritionist/:token', { params: { token }, signal });
}

export function invitationQueryOptions(kind: InvitationLinkKind, token: string) {
  return queryOptions({
    queryKey: ['invitation', kind, token] as const,
    queryFn: ({ signal }) => getInvitation(kind, token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvitation(kind: InvitationLinkKind, token: string) {
  return useQuery(invitationQueryOptions(kind, token));
}
