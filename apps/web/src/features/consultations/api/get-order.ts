import { consultationOrderStatusSchema } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/consultations/orders/{orderId}?accessKey=: the order's status as the server knows it. */
export function getConsultationOrder(orderId: string, accessKey: string, signal?: AbortSignal) {
  return apiRequest('GET', `/v1/consultations/orders/${encodeURIComponent(orderId)}`, {
    query: { accessKey },
    schema: consultationOrderStatusSchema,
    signal,
  });
}

export function consultationOrderQueryOptions(orderId: string, accessKey: string) {
  return queryOptions({
    queryKey: ['consultations', 'order', orderId] as const,
    queryFn: ({ signal }) => getConsultationOrder(orderId, accessKey, signal),
    retry: 1,
    staleTime: 0,
  });
}
