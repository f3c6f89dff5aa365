import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { instrumentsQueryKey } from './get-instruments';

/** DELETE /v1/instruments/{token}: forgets a saved card (204). */
export async function removeInstrument(instrumentToken: string): Promise<void> {
  await apiRequest('DELETE /v1/instruments/:token', { params: { token: instrumentToken } });
}

export function useRemoveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstrument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instrumentsQueryKey }),
  });
}
