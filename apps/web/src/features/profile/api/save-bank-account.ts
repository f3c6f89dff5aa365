import type { BankAccount } from '@nutritest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bankAccountQueryKey } from './get-bank-account';

/** POST /v1/bankAccounts: saves the payout details and answers the saved value. */
export function saveBankAccount(body: BankAccount) {
  return apiRequest('POST /v1/bankAccounts', { body });
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (saved) => queryClient.setQueryData(bankAccountQueryKey, saved),
  });
}
