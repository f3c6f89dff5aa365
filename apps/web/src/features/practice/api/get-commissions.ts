import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/commission?startDate=&endDate= (yyyy-MM-dd, both included): the nutritionist's commissions. */
export function getCommissions(startDate: string, endDate: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/commission', { query: { startDate, endDate }, signal });
}

export function commissionsQueryOptions(startDate: string, endDate: string) {
  return queryOptions({
    queryKey: ['commission', startDate, endDate] as const,
    queryFn: ({ signal }) => getCommissions(startDate, endDate, signal),
  });
}

export function useCommissions(startDate: string, endDate: string) {
  return useQuery(commissionsQueryOptions(startDate, endDate));
}
