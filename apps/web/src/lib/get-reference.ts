import type { NamedItem } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface ReferenceResponse {
  departments: NamedItem[];
  pathologies: NamedItem[];
  familyHistories: NamedItem[];
}

/**
 * GET /v1/reference: departments, pathologies and family histories (id + Spanish name). Shared by
 * every feature that shows one of these lists (signup, profile, /createUser, the kit's address).
 */
export function getReference(signal?: AbortSignal) {
  return apiRequest('GET /v1/reference', { signal });
}

export const referenceQueryOptions = queryOptions({
  queryKey: ['reference'] as const,
  queryFn: ({ signal }) => getReference(signal),
  // Fixed lists: fetched once per visit.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useReference() {
  return useQuery(referenceQueryOptions);
}

/** Only the departments (the address forms), read from the same cached answer. */
export function useDepartments() {
  return useQuery({ ...referenceQueryOptions, select: (data) => data.departments });
}
