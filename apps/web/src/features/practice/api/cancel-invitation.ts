import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';
import { linkedPeopleQueryKey } from './get-linked-people';

/** DELETE /v1/account/invitations/{id}: the link stops working (204). */
export async function cancelInvitation(id: string): Promise<void> {
  await apiRequest('DELETE /v1/account/invitations/:id', { params: { id } });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: linkedPeopleQueryKey }),
      ]),
  });
}
