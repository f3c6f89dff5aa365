import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';

export type AuditEntry = ApiAnswer<'GET /v1/ops/audit'>[number];

/** GET /v1/ops/audit: every operator action, newest first. */
export function getAudit(signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/audit', { signal });
}

export const auditQueryOptions = queryOptions({
  queryKey: ['ops', 'audit'] as const,
  queryFn: ({ signal }) => getAudit(signal),
  staleTime: 0,
});

export function useAudit() {
  return useQuery(auditQueryOptions);
}
