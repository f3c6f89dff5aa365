import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /v1/coupon/checkCoupon {code, category: 'kits', quantity} -> [isValid, discountCents].
 * A read without side effects, so it is cached like one: the payment and checkout pages share it.
 */
export function checkCoupon(code: string, quantity: number, signal?: AbortSignal) {
  return apiRequest('POST /v1/coupon/checkCoupon', { body: { code, category: 'kits', quantity }, signal });
}

export function couponCheckQueryOptions(code: string, quantity: number) {
  return queryOptions({
    queryKey: ['coupon-check', code, quantity],
    queryFn: ({ signal }) => checkCoupon(code, quantity, signal),
    staleTime: 30_000,
  });
}

export function useCouponCheck(code: string | null, quantity: number) {
  return useQuery({ ...couponCheckQueryOptions(code ?? '', quantity), enabled: code !== null });
}
