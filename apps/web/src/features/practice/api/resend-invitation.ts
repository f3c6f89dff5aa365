import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';
import { linkedPeopleQueryKey } from './get-linked-people';

/** POST /v1/account/invitations/{id}/resend: a new link, e-mailed again; answers `{ invitation, message }`. */
export function resendInvitation(id: string) {
  return apiRequest('POST /v1/account/invitations/:id/resend', { params: { id } });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: linkedPeopleQueryKey }),
      ]),
  });
}
