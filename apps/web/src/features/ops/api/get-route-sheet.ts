import type { OpsStop } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Stop = OpsStop;

/** GET /v1/ops/route-sheet: a day's deliveries and pickups, grouped by slot. */
export function getRouteSheet(date: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/route-sheet', { query: { date }, signal });
}

export function routeSheetQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['ops', 'route-sheet', date] as const,
    queryFn: ({ signal }) => getRouteSheet(date, signal),
    staleTime: 0,
  });
}

export function useRouteSheet(date: string) {
  return useQuery({ ...routeSheetQueryOptions(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
}
