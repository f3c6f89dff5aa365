import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/ops/kits/{id}/publish-results: a held sample's results published as they are (issue 41). */
export function publishHeldResults(id: string) {
  return apiRequest('POST /v1/ops/kits/:id/publish-results', { params: { id } });
}

export function usePublishHeldResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHeldResults,
    // The board and the audit log change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
