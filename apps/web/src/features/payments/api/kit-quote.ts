import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/analyses/quote: what the buyer would be charged now, in the currency the card is charged in
 * (pesos at the day's rate where the payment account takes only pesos), shown before paying.
 */
export const kitQuoteQueryOptions = (analysisAmount: number, coupon: string | null) =>
  queryOptions({
    queryKey: ['kit-quote', analysisAmount, coupon] as const,
    queryFn: ({ signal }) =>
      apiRequest('GET /v1/analyses/quote', { query: { analysisAmount, coupon: coupon ?? undefined }, signal }),
    staleTime: 60_000,
    retry: 1,
  });

export function useKitQuote(analysisAmount: number, coupon: string | null, enabled: boolean) {
  return useQuery({ ...kitQuoteQueryOptions(analysisAmount, coupon), enabled });
}
