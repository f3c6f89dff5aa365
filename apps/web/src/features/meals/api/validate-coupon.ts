import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ValidateCouponInput {
  code: string;
  /** The signed-in account's id, or null. */
  userId: string | null;
}

/** POST /v1/coupon/validate for meals: the discount (percent, or pesos when 'fixed') and a message. */
export function validateMealsCoupon({ code, userId }: ValidateCouponInput) {
  return apiRequest('POST /v1/coupon/validate', { body: { code, userId, category: 'meals' } });
}

export function useValidateMealsCoupon() {
  return useMutation({ mutationFn: validateMealsCoupon });
}
