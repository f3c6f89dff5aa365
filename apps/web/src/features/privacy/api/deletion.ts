import type { DeletionConfirmRequest, DeletionRequest } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/account/deletion: the password again; the server e-mails the confirmation link. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (body: DeletionRequest) => apiRequest('POST /v1/account/deletion', { body }),
  });
}

/** POST /v1/account/deletion/confirm: the e-mailed link's `data`; no session needed. */
export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (body: DeletionConfirmRequest) => apiRequest('POST /v1/account/deletion/confirm', { body }),
  });
}
