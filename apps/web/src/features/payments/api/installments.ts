import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';

export type InstallmentPlan = ApiAnswer<'GET /v1/instruments/:token/installments'>[number];

/**
 * GET /v1/instruments/:token/installments: the instalment plans the card's provider offers for what
 * this buyer would pay now (the server computes the price and checks the coupon).
 */
export const installmentsQueryOptions = (token: string, analysisAmount: number, coupon: string | null) =>
  queryOptions({
    queryKey: ['instruments', token, 'installments', analysisAmount, coupon] as const,
    queryFn: ({ signal }) =>
      apiRequest('GET /v1/instruments/:token/installments', {
        params: { token },
        query: { analysisAmount, coupon: coupon ?? undefined },
        signal,
      }),
    staleTime: 60_000,
    retry: 1,
  });

export function useInstallments(token: string | undefined, analysisAmount: number, coupon: string | null) {
  return useQuery({ ...installmentsQueryOptions(token ?? '', analysisAmount, coupon), enabled: !!token });
}
