import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/ops/payouts/{id}/paid: records the transfer of a pending statement. */
export function markPayoutPaid({ id, reference }: { id: string; reference: string }) {
  return apiRequest('POST /v1/ops/payouts/:id/paid', { params: { id }, body: { reference } });
}

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPayoutPaid,
    // A 409 (paid meanwhile from another console) also means the list is stale; the audit log changes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
