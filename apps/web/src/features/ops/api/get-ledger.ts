import { currencies } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ledgerSchema = z.array(
  z.object({
    id: z.string(),
    kind: z.string(),
    orderId: z.string().nullable(),
    accountId: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.enum(currencies),
    reference: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type LedgerEntry = z.infer<typeof ledgerSchema>[number];

/** GET /v1/ops/ledger: the money movements between two days (both included, Montevideo). */
export function getLedger(startDate: string, endDate: string, signal?: AbortSignal) {
  return apiRequest('GET', '/v1/ops/ledger', { query: { startDate, endDate }, schema: ledgerSchema, signal });
}

export function ledgerQueryOptions(startDate: string, endDate: string) {
  return queryOptions({
    queryKey: ['ops', 'ledger', startDate, endDate] as const,
    queryFn: ({ signal }) => getLedger(startDate, endDate, signal),
    staleTime: 0,
  });
}

export function useLedger(startDate: string, endDate: string) {
  return useQuery(ledgerQueryOptions(startDate, endDate));
}
