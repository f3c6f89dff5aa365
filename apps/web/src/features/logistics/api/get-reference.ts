import type { namedItemSchema } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client';

interface ReferenceResponse {
  departments: Array<z.infer<typeof namedItemSchema>>;
}

/** GET /v1/reference: the departments (id + name) for the address form. */
export function getReference(signal?: AbortSignal) {
  return apiJson<ReferenceResponse>('GET', '/v1/reference', { signal });
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
