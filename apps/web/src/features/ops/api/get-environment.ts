import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/ops/environment: what operations must know about this server (payments on the sandbox). */
export function getOpsEnvironment(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/environment', { signal });
}

export function useOpsEnvironment() {
  return useQuery(
    queryOptions({
      queryKey: ['ops', 'environment'] as const,
      queryFn: ({ signal }) => getOpsEnvironment(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
