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
export const referenceQueryOptions = queryOptions({
  queryKey: ['reference'],
  queryFn: ({ signal }) => apiRequest('GET', '/v1/reference', { schema: referenceResponseSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useReference() {
  return useQuery(referenceQueryOptions);
}
