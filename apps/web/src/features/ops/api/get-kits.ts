import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const opsLegSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  date: z.string().nullable(),
  schedule: z.number().int().nullable(),
  slot: z.string(),
  status: z.string(),
  agreedDate: z.string().nullable(),
  address: z.string(),
  department: z.string(),
  departmentId: z.number().int(),
});
export type OpsLeg = z.infer<typeof opsLegSchema>;

const kitRowSchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  nextStatus: z.number().int().nullable(),
  nextLabel: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), mobile: z.string().nullable() }),
  department: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  delivery: opsLegSchema.nullable(),
  pickup: opsLegSchema.nullable(),
  updated: z.string(),
});
export type KitRow = z.infer<typeof kitRowSchema>;

export interface KitFilter {
  status?: number;
  department?: number;
}

/** GET /v1/ops/kits: every kit with its customer, legs and next action, optionally filtered. */
export function getKits(filter: KitFilter, signal?: AbortSignal) {
  return apiRequest('GET', '/v1/ops/kits', {
    query: { status: filter.status, department: filter.department },
    schema: z.array(kitRowSchema),
    signal,
  });
}

export const kitsQueryKey = ['ops', 'kits'] as const;

export function kitsQueryOptions(filter: KitFilter) {
  return queryOptions({
    queryKey: [...kitsQueryKey, filter] as const,
    queryFn: ({ signal }) => getKits(filter, signal),
    staleTime: 0,
  });
}

export function useKits(filter: KitFilter) {
  return useQuery(kitsQueryOptions(filter));
}
