import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/ops/kits/{id}/reject: the laboratory could not analyse the sample; the kit is replaced by
 * a free one and the customer e-mailed (issue 22). Answers the replacement's reference.
 */
export function rejectSample({ id, reason }: { id: string; reason: string }) {
  return apiRequest('POST /v1/ops/kits/:id/reject', { params: { id }, body: { reason } });
}

export function useRejectSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSample,
    // The board and the audit log change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
