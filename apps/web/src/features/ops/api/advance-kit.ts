import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/ops/kits/{id}/status: moves a kit to its next status (409 when not allowed). */
export function advanceKit({ id, status }: { id: string; status: number }) {
  return apiRequest('POST /v1/ops/kits/:id/status', { params: { id }, body: { status } });
}

export function useAdvanceKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceKit,
    // The board, the route sheet and the audit log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
