import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the invitations (the list; resend, cancel and send refresh it). */
export const invitationsQueryKey = ['invitations'] as const;

/** GET /v1/account/invitations (nutritionist or company): the own invitations, newest first. */
export function getInvitations(signal?: AbortSignal) {
  return apiRequest('GET /v1/account/invitations', { signal });
}

export const invitationsQueryOptions = queryOptions({
  queryKey: invitationsQueryKey,
  queryFn: ({ signal }) => getInvitations(signal),
});

export function useInvitations() {
  return useQuery(invitationsQueryOptions);
}
