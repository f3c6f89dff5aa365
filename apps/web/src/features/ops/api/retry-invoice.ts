import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoicingHealthQueryKey } from './get-invoicing-health';
import { opsPurchasesQueryKey } from './get-ops-purchases';

/** POST /v1/ops/invoices/{id}/retry (204): tries again to issue a receipt that failed. */
export function retryInvoice(id: string) {
  return apiRequest('POST /v1/ops/invoices/:id/retry', { params: { id } });
}

export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryInvoice,
    // The failed list (and the receipt's state in the orders found) change either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicingHealthQueryKey }),
        queryClient.invalidateQueries({ queryKey: opsPurchasesQueryKey }),
      ]),
  });
}
