import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoicingHealthQueryKey } from './get-invoicing-health';
import { opsPurchasesQueryKey } from './get-ops-purchases';

/** POST /v1/ops/invoices/{id}/reissue (204): issues again, corrected, a receipt DGI rejected. */
export function reissueInvoice(id: string) {
  return apiRequest('POST /v1/ops/invoices/:id/reissue', { params: { id } });
}

export function useReissueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueInvoice,
    // The rejected list and the order's receipts change either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicingHealthQueryKey }),
        queryClient.invalidateQueries({ queryKey: opsPurchasesQueryKey }),
      ]),
  });
}
