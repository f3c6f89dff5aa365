import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/ops/orders/{id}/refund { amountCents }: gives a kit order's money back through its payment
 * provider, all that is left or a part (the server checks the amount and the lab's state).
 */
export function refundOrder({ orderId, amountCents }: { orderId: string; amountCents: number }) {
  return apiRequest('POST /v1/ops/orders/:id/refund', { params: { id: orderId }, body: { amountCents } });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // The payments, the money ledger and the audit log all change (a 409 means the list was stale).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
