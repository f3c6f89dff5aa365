import { namedItemSchema } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const referenceResponseSchema = z.object({ departments: z.array(namedItemSchema) });

/** GET /v1/reference: the departments (id + name) for the address form. */
export function getReference(signal?: AbortSignal) {
  return apiRequest('GET', '/v1/reference', { schema: referenceResponseSchema, signal });
}

export const departmentsQueryOptions = queryOptions({
  // Its own key: the other features cache the full reference answer under ['reference'].
  queryKey: ['reference', 'departments'] as const,
  queryFn: ({ signal }) => getReference(signal),
  staleTime: Number.POSITIVE_INFINITY,
  select: (data) => data.departments,
});

export function useDepartments() {
  return useQuery(departmentsQueryOptions);
}
