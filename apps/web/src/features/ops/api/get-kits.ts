import type { OpsLeg } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { OpsLeg } from '@nutritest/domain';

/** One kit on the board (the server's answer, typed without parsing it here: no zod on the default tab). */
export interface KitRow {
  id: string;
  referenceId: string;
  status: number;
  statusLabel: string;
  nextStatus: number | null;
  nextLabel: string | null;
  customer: { name: string; email: string; mobile: string | null };
  department: string | null;
  departmentId: number | null;
  delivery: OpsLeg | null;
  pickup: OpsLeg | null;
  /** A free replacement kit: the kit it replaces and why (issue 22). */
  replaces: { referenceId: string; reason: 'lost' | 'rejected' } | null;
  canReject: boolean;
  /** A second "never arrived" waiting for review (issue 36, N4), and whether another kit can go. */
  lostReviewRequestedAt: string | null;
  canReplaceLost: boolean;
  /** Results held for review since (an incomplete lab file, issue 41). */
  resultsHeldAt: string | null;
  updated: string;
}

export interface KitFilter {
  status?: number;
  department?: number;
}

/** GET /v1/ops/kits: every kit with its customer, legs and next action, optionally filtered. */
export function getKits(filter: KitFilter, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/kits', { query: { status: filter.status, department: filter.department }, signal });
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
