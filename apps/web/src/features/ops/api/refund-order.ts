import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/ops/orders/{id}/refund { amountCents }: gives a kit order's money back through its payment
 * provider, all that is left or a part (the server checks the amount and the lab's state). 204 when the
 * provider gave it back; 202 `{ status: 'in_process', message }` when it accepted it but has not yet
 * (the refund is booked when it does).
 */
export async function refundOrder({ orderId, amountCents }: { orderId: string; amountCents: number }) {
  const answer: unknown = await apiRequest('POST /v1/ops/orders/:id/refund', {
    params: { id: orderId },
    body: { amountCents },
  });
  const inProcess = answer as { status?: string; message?: string } | null | undefined;
  return inProcess?.status === 'in_process' ? { inProcess: inProcess.message ?? '' } : null;
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // The payments, the money ledger and the audit log all change (a 409 means the list was stale).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
