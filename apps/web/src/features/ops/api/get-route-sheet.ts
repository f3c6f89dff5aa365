import { type OpsStop, opsStopSchema } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export { opsStopSchema as stopSchema } from '@nutritest/domain';
export type Stop = OpsStop;

const routeSheetSchema = z.array(
  z.object({ schedule: z.number().int(), slot: z.string(), stops: z.array(opsStopSchema) }),
);

/** GET /v1/ops/route-sheet: a day's deliveries and pickups, grouped by slot. */
export function getRouteSheet(date: string, signal?: AbortSignal) {
  return apiRequest('GET', '/v1/ops/route-sheet', { query: { date }, schema: routeSheetSchema, signal });
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
