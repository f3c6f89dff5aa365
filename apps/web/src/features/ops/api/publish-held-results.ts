import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /v1/ops/kits/{id}/publish-results: a held sample's results published as they are (issue 41). */
export function publishHeldResults(id: string) {
  return apiJson<null>('POST', `/v1/ops/kits/${encodeURIComponent(id)}/publish-results`, {});
}

export function usePublishHeldResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHeldResults,
    // The board and the audit log change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
