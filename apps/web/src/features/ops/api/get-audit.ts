import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const auditSchema = z.array(
  z.object({
    id: z.string(),
    actor: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.string(),
  }),
);
export type AuditEntry = z.infer<typeof auditSchema>[number];

/** GET /v1/ops/audit: every operator action, newest first. */
export function getAudit(signal?: AbortSignal) {
  return apiRequest('GET', '/v1/ops/audit', { schema: auditSchema, signal });
}

export const auditQueryOptions = queryOptions({
  queryKey: ['ops', 'audit'] as const,
  queryFn: ({ signal }) => getAudit(signal),
  staleTime: 0,
});

export function useAudit() {
  return useQuery(auditQueryOptions);
}
