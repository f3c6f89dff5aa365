import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsPurchasesQueryKey } from './get-ops-purchases';
import { refundRequestsQueryKey } from './get-refund-requests';

export type RefundDecision = { id: string; decision: 'approve' } | { id: string; decision: 'refuse'; reason: string };

/**
 * POST /v1/ops/refund-requests/{id}/approve (204): refunds through the payment provider and issues
 * the credit note. POST …/refuse { reason } (204): closes it, the reason e-mailed to the buyer.
 */
export function decideRefundRequest(input: RefundDecision) {
  const params = { id: input.id };
  return input.decision === 'approve'
    ? apiRequest('POST /v1/ops/refund-requests/:id/approve', { params })
    : apiRequest('POST /v1/ops/refund-requests/:id/refuse', { params, body: { reason: input.reason.trim() } });
}

export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefundRequest,
    // The requests and the order's state change either way (a 409 means the list was stale).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: opsPurchasesQueryKey }),
      ]),
  });
}
