import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/ops/kits/{id}/replace-lost: after reviewing a second "my kit never arrived", another
 * free kit goes out and the customer is e-mailed (issue 36, N4). Answers the new kit's reference.
 */
export function replaceLostKit(id: string) {
  return apiRequest('POST /v1/ops/kits/:id/replace-lost', { params: { id } });
}

export function useReplaceLostKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceLostKit,
    // The board and the audit log change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
