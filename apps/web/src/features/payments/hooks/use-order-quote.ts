import { type KitQuote, kitPriceForQuantity } from '@nutritest/domain';
import { useCostTiers } from '../../../lib/cost-tiers';
import { useSession } from '../../../lib/session';
import { useCouponCheck } from '../api/check-coupon';
import { useKitQuote } from '../api/kit-quote';
import { type PaymentDraft, storedPlacesQuantity } from '../payment-draft';

export type CouponStatus = 'none' | 'checking' | 'valid' | 'invalid';

export interface OrderQuote {
  /** Customers buy one kit; companies buy kit places (doc 1 §6). Others cannot buy. */
  buyer: 'customer' | 'business' | null;
  quantity: number;
  /** Tier price × quantity, in USD cents; undefined while the tiers load. */
  subtotal: number | undefined;
  discount: number;
  total: number | undefined;
  /** The draft's coupon when the server accepts it (companies never use coupons). */
  coupon: string | null;
  /**
   * What the card is charged, in the currency it is charged in (pesos at the day's rate where the
   * payment account takes only pesos), and that rate; undefined while it loads.
   */
  charge: KitQuote['charge'] | undefined;
  exchangeRate: KitQuote['exchangeRate'] | undefined;
  couponStatus: CouponStatus;
  isPending: boolean;
  error: Error | null;
}

/**
 * What the order would cost, for display: the tiers and the coupon check come from the server and
 * the server computes the real price again when it charges (spec README decision 9).
 */
export function useOrderQuote(draft: PaymentDraft): OrderQuote {
  const { account } = useSession();
  const buyer = account?.role === 'Customer' ? 'customer' : account?.role === 'Business' ? 'business' : null;
  const quantity = buyer === 'business' ? storedPlacesQuantity() : 1;
  const tiers = useCostTiers();
  const code = buyer === 'customer' ? draft.coupon : null;
  const check = useCouponCheck(code, quantity);

  const subtotal = tiers.data ? kitPriceForQuantity(tiers.data, quantity) : undefined;
  const couponStatus: CouponStatus =
    code === null ? 'none' : check.isPending ? 'checking' : check.data?.[0] ? 'valid' : 'invalid';
  const discount = couponStatus === 'valid' ? check.data![1] : 0;
  const total = subtotal === undefined ? undefined : Math.max(subtotal - discount, 0);
  const coupon = couponStatus === 'valid' ? code : null;
  const server = useKitQuote(quantity, coupon, buyer !== null && couponStatus !== 'checking');
  return {
    buyer,
    quantity,
    subtotal,
    discount,
    total,
    coupon,
    couponStatus,
    charge: server.data?.charge,
    exchangeRate: server.data?.exchangeRate,
    isPending: tiers.isPending || couponStatus === 'checking',
    error: tiers.error ?? server.error,
  };
}
