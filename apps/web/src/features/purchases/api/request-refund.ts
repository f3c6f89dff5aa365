import type { Purchase } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { purchasesQueryKey } from './get-purchases';

export interface RefundRequestInput {
  purchase: Pick<Purchase, 'id' | 'kind'>;
  /** What the buyer wrote; left out when empty. */
  reason: string;
}

/**
 * POST /v1/purchases/{kind}/{id}/refund-request { reason? } → 201 { request }: asks for the refund
 * the purchase's quote offers (the server checks the terms again: 409 or 400 with its message).
 */
export function requestRefund({ purchase, reason }: RefundRequestInput) {
  const text = reason.trim();
  return apiRequest('POST /v1/purchases/:kind/:id/refund-request', {
    params: { kind: purchase.kind, id: purchase.id },
    body: text ? { reason: text } : {},
  });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    // The purchase now carries its request (and no quote to ask again).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasesQueryKey }),
  });
}
