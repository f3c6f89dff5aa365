import type { PaymentKind } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiRequest } from '../../../lib/api-client';

export type PaymentRow = ApiAnswer<'GET /v1/ops/payments'>[number];

export interface PaymentsFilter {
  /** yyyy-MM-dd, Montevideo, both days included. */
  startDate: string;
  endDate: string;
  /** Every kind when left out. */
  kind?: PaymentKind;
}

const queryOf = ({ startDate, endDate, kind }: PaymentsFilter) => ({ startDate, endDate, kind });

/** GET /v1/ops/payments: every payment of every kind between two days (operators). */
export function getPayments(filter: PaymentsFilter, signal?: AbortSignal) {
  return apiRequest('GET /v1/ops/payments', { query: queryOf(filter), signal });
}

export function paymentsQueryOptions(filter: PaymentsFilter) {
  return queryOptions({
    queryKey: ['ops', 'payments', filter.startDate, filter.endDate, filter.kind ?? 'all'] as const,
    queryFn: ({ signal }) => getPayments(filter, signal),
    staleTime: 0,
  });
}

/** The payments of a valid filter; nothing is asked while the filter is not (`null`). */
export function usePayments(filter: PaymentsFilter | null) {
  const fallback: PaymentsFilter = { startDate: '', endDate: '' };
  return useQuery({ ...paymentsQueryOptions(filter ?? fallback), enabled: filter !== null });
}

/**
 * GET /v1/ops/payments.csv as text. The answer's byte order mark is lost when the text is read, so
 * it is put back: a spreadsheet needs it to read the accents as UTF-8.
 */
export async function getPaymentsCsv(filter: PaymentsFilter): Promise<Blob> {
  const text = await apiRequest('GET /v1/ops/payments.csv', {
    query: queryOf(filter),
    headers: { Accept: 'text/csv' },
  });
  const body = typeof text === 'string' ? text : String(text ?? '');
  return new Blob([body.startsWith('\uFEFF') ? body : `\uFEFF${body}`], { type: 'text/csv;charset=utf-8' });
}
