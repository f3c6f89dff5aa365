import { consultationOrderStatusSchema } from '@nutritest/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * The order's status: the shared answer plus the refund when its payment arrived after the hold ran
 * out and someone else had taken the slot (issue 20), with the nutritionist's next free slots.
 */
export const consultationOrderWithRefundSchema = consultationOrderStatusSchema.extend({
  refund: z
    .object({
      reason: z.literal('slotTaken'),
      paymentId: z.string(),
      nextSlots: z.array(z.object({ start: z.string(), nutritionistId: z.string(), label: z.string() })),
    })
    .nullable()
    .optional(),
});
export type ConsultationOrderWithRefund = z.infer<typeof consultationOrderWithRefundSchema>;

/** GET /v1/consultations/orders/{orderId}?accessKey=: the order's status as the server knows it. */
export function getConsultationOrder(orderId: string, accessKey: string, signal?: AbortSignal) {
  return apiRequest('GET /v1/consultations/orders/:id', { params: { id: orderId }, query: { accessKey }, signal });
}

export function consultationOrderQueryOptions(orderId: string, accessKey: string) {
  return queryOptions({
    queryKey: ['consultations', 'order', orderId] as const,
    queryFn: ({ signal }) => getConsultationOrder(orderId, accessKey, signal),
    retry: 1,
    staleTime: 0,
  });
}
