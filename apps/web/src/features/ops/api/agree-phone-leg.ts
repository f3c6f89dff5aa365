import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v1/ops/phone-queue/{legId}: records the day agreed with the customer by phone. */
export function agreePhoneLeg({ legId, agreedDate, note }: { legId: string; agreedDate: string; note: string }) {
  return apiRequest('POST /v1/ops/phone-queue/:legId', { params: { legId }, body: { agreedDate, note } });
}

export function useAgreePhoneLeg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreePhoneLeg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
}
