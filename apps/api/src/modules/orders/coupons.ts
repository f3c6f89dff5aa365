import type { Executor } from '../../db/client';
import * as repo from './orders.repository';

export type CouponCategory = 'kits' | 'meals' | 'consultations';

/** Who uses a coupon: a signed-in account (and its e-mail), or a guest by the e-mail they gave. */
export interface CouponBuyer {
  accountId: string | null;
  email: string | null;
}

/**
 * Why a coupon cannot be used now; each page says it in its own words (kits: "El cupón no es
 * válido."; meals: "El cupón no existe o ya no está vigente." / "…no es válido para platos
 * semanales.").
 */
export type CouponProblem =
  | 'unknown'
  | 'inactive'
  | 'notYet'
  | 'expired'
  | 'usedUp'
  /** The buyer (account or e-mail) used it as many times as one buyer may. */
  | 'usedByBuyer'
  | 'otherCategory'
  | 'otherCurrency';

/** Problems that mean "not for what you are buying" rather than "not usable at all". */
export const notForThisCategory = (problem: CouponProblem) =>
  problem === 'otherCategory' || problem === 'otherCurrency';

/**
 * The one coupon rule, for every kind of sale and every place that asks (POST /v1/coupon/checkCoupon,
 * POST /v1/coupon/validate, a kit purchase, a meals order): active, within its dates, uses left, for
 * this category (a coupon without one is for every category), a fixed amount in this currency, and
 * the buyer's own uses under its per-buyer limit — the account's uses and the e-mail's, so a guest
 * (meals) is counted by the e-mail they order with. Checked without a lock for a preview; `take`
 * checks again with the coupon row locked (`lockCoupon`).
 */
export async function couponProblem(
  ex: Executor,
  coupon: repo.Coupon | undefined,
  use: { category: CouponCategory; currency: 'USD' | 'UYU'; buyer: CouponBuyer },
  now = Date.now(),
): Promise<CouponProblem | null> {
  if (!coupon) return 'unknown';
  if (coupon.active !== 1) return 'inactive';
  if (coupon.validFrom && coupon.validFrom.getTime() > now) return 'notYet';
  if (coupon.validUntil && coupon.validUntil.getTime() < now) return 'expired';
  if (coupon.maxUses !== null && coupon.usesCount >= coupon.maxUses) return 'usedUp';
  if (coupon.category && coupon.category !== use.category) return 'otherCategory';
  if (coupon.kind === 'fixed' && coupon.currency && coupon.currency !== use.currency) return 'otherCurrency';
  if (coupon.maxUsesPerAccount !== null) {
    const used = await repo.countCouponUses(ex, coupon.id, use.buyer);
    if (used >= coupon.maxUsesPerAccount) return 'usedByBuyer';
  }
  return null;
}

/** A coupon by its code and whether it can be used now (no lock: a preview). */
export async function checkCoupon(
  ex: Executor,
  code: string,
  use: { category: CouponCategory; currency: 'USD' | 'UYU'; buyer: CouponBuyer },
) {
  const coupon = await repo.findCouponByCode(ex, code);
  return { coupon, problem: await couponProblem(ex, coupon, use) };
}

/**
 * A coupon about to be used, in the order's transaction: its row locked (concurrent orders with one
 * coupon are checked one after the other) and the rule checked again, before the order is written.
 */
export async function lockCoupon(
  tx: Executor,
  code: string,
  use: { category: CouponCategory; currency: 'USD' | 'UYU'; buyer: CouponBuyer },
): Promise<{ coupon: repo.Coupon; problem: null } | { coupon: repo.Coupon | undefined; problem: CouponProblem }> {
  const coupon = await repo.lockCoupon(tx, code);
  const problem = await couponProblem(tx, coupon, use);
  if (problem || !coupon) return { coupon, problem: problem ?? 'unknown' };
  return { coupon, problem: null };
}

/** One use of a locked coupon, counted and recorded against the order; false when none is left. */
export function useCoupon(tx: Executor, couponId: string, buyer: CouponBuyer, orderId: string) {
  return repo.takeCouponUse(tx, { couponId, accountId: buyer.accountId, email: buyer.email, orderId });
}
