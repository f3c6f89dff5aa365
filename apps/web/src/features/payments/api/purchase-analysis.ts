import type { PurchaseAnalysisRequest } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PurchaseInput {
  body: PurchaseAnalysisRequest;
  /** Made once per payment attempt and reused on a network retry: the server never charges twice. */
  idempotencyKey: string;
}

/** POST /v1/analyses: creates the order (one kit, or a company's places) and charges it. */
export function purchaseAnalysis({ body, idempotencyKey }: PurchaseInput) {
  return apiRequest('POST /v1/analyses', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePurchaseAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseAnalysis,
    // A paid order changes the account (its analysis), a company's places and the coupon's uses:
    // every cached read may be stale now. Not awaited: the result screen shows at once.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
    // Refused because the price changed since the summary (the day's exchange rate): show the new one.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ['kit-quote'] });
    },
  });
}
