import { namedItemSchema } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const referenceResponseSchema = z.object({
  departments: z.array(namedItemSchema),
  pathologies: z.array(namedItemSchema),
  familyHistories: z.array(namedItemSchema),
});

/** GET /v1/reference: departments, pathologies and family histories (id + Spanish name). */
export function getReference(signal?: AbortSignal) {
  return apiRequest('GET', '/v1/reference', { schema: referenceResponseSchema, signal });
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
