import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/ops/meals/kitchen-sheet: the paid orders delivered on a day, with what to cook, by zone. */
export function getKitchenSheet(date: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/meals/kitchen-sheet', { query: { date }, signal });
}

export function kitchenSheetQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['ops', 'meals', 'kitchen-sheet', date] as const,
    queryFn: ({ signal }) => getKitchenSheet(date, signal),
    staleTime: 0,
  });
}

export function useKitchenSheet(date: string) {
  return useQuery({ ...kitchenSheetQueryOptions(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
}
