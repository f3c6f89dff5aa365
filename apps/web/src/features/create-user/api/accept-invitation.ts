import type { AcceptInvitationRequest } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/account/invitations/accept (public): the invited person's data and password. Answers a
 * session ({ jwtToken, account }); 409 when the company has no places left, 404 when expired.
 */
export function acceptInvitation(body: AcceptInvitationRequest) {
  return apiRequest('POST /v1/account/invitations/accept', { body });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
