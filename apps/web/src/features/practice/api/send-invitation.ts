import type { InvitationRequest } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

/** Who is invited: a nutritionist's patient or a company's employee. */
export type InvitationKind = 'patient' | 'employee';

const endpoints = {
  patient: 'POST /v1/account/fromNutritionist',
  employee: 'POST /v1/Account/fromBusiness',
} as const;

/**
 * POST /v1/account/fromNutritionist or /v1/Account/fromBusiness with the inviter's own id and the
 * person's data; answers the invitation and a Spanish message. 409 when the e-mail already has an
 * account (field newAccountInfo.email) or, for a company, when it has no places left.
 */
export function sendInvitation(kind: InvitationKind, body: InvitationRequest) {
  return apiRequest(endpoints[kind], { body });
}

export function useSendInvitation(kind: InvitationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationRequest) => sendInvitation(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
