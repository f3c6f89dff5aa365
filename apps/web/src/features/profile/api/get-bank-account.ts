import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const bankAccountQueryKey = ['bankAccount'] as const;

/** GET /v1/bankAccounts: the nutritionist's payout details, or null when none were saved. */
export function getBankAccount(signal?: AbortSignal) {
  return apiRequest('GET /v1/bankAccounts', { signal });
}

export const bankAccountQueryOptions = queryOptions({
  queryKey: bankAccountQueryKey,
  queryFn: ({ signal }) => getBankAccount(signal),
});

export function useBankAccount() {
  return useQuery(bankAccountQueryOptions);
}
