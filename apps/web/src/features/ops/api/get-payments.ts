import { currencies } from '@nutritest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The kinds of payment GET /v1/ops/payments knows (kit orders, company kit places, meals, consultations). */
export const paymentKinds = ['kit', 'kit_places', 'meals', 'consultations'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

const paymentsSchema = z.array(
  z.object({
    date: z.string(),
    kind: z.enum(paymentKinds),
    orderId: z.string(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    amountCents: z.number().int(),
    currency: z.enum(currencies),
    installments: z.number().int().nullable(),
    gateway: z.string().nullable(),
    providerReference: z.string().nullable(),
    /** paid, pending, failed, refunded, partially_refunded, disputed, cancelled, expired, unapplied_refund (others as stored). */
    status: z.string(),
    refundedCents: z.number().int(),
    disputed: z.boolean(),
  }),
);
export type PaymentRow = z.infer<typeof paymentsSchema>[number];

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
  return apiRequest('GET', '/v1/ops/payments', { query: queryOf(filter), schema: paymentsSchema, signal });
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
  const text = await apiRequest('GET', '/v1/ops/payments.csv', {
    query: queryOf(filter),
    headers: { Accept: 'text/csv' },
  });
  const body = typeof text === 'string' ? text : String(text ?? '');
  return new Blob([body.startsWith('\uFEFF') ? body : `\uFEFF${body}`], { type: 'text/csv;charset=utf-8' });
}
