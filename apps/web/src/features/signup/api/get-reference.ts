import type { NamedItem } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface ReferenceResponse {
  departments: NamedItem[];
  pathologies: NamedItem[];
  familyHistories: NamedItem[];
}

/** GET /v1/reference: departments, pathologies and family histories (id + Spanish name). */
export const referenceQueryOptions = queryOptions({
  queryKey: ['reference'],
  queryFn: ({ signal }) => apiJson<ReferenceResponse>('GET', '/v1/reference', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useReference() {
  return useQuery(referenceQueryOptions);
}
