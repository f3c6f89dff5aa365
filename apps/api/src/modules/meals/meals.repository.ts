import { and, asc, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, mealOrderItems, mealOrders, meals, mealWeeks, priceList } from '../../db/schema';

export type MealOrderRow = typeof mealOrders.$inferSelect;

export async function listWeeksFrom(db: Executor, weekstart: string, limit = 4) {
  const weeks = await db
    .select()
    .from(mealWeeks)
    .where(gte(mealWeeks.weekstart, weekstart))
    .orderBy(asc(mealWeeks.weekstart))
    .limit(limit);
  if (weeks.length === 0) return [];
  const rows = await db
    .select()
    .from(meals)
    .where(
      and(
        inArray(
          meals.weekId,
          weeks.map((w) => w.id),
        ),
        eq(meals.active, 1),
      ),
    )
    .orderBy(asc(meals.createdAt));
  return weeks.map((w) => ({ ...w, meals: rows.filter((m) => m.weekId === w.id) }));
}

export async function findMeals(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(meals).where(inArray(meals.id, ids));
}

export async function findWeeks(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(mealWeeks).where(inArray(mealWeeks.id, ids));
}

export async function prices(db: Executor, codes: readonly string[]) {
  const rows = await db
    .select()
    .from(priceList)
    .where(inArray(priceList.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.amountCents]));
}

export async function findCoupon(db: Executor, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** An order by its Idempotency-Key among one caller's orders (`account:<id>` or `guest`). */
export async function findOrderByKey(db: Executor, scope: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(mealOrders)
    .where(and(eq(mealOrders.idempotencyScope, scope), eq(mealOrders.idempotencyKey, idempotencyKey)));
  return row;
}

/** Pending or failed → cancelled, clearing the payment page and the coupon hold; undefined when not unpaid. */
export async function cancelUnpaidOrder(db: Executor, id: string) {
  const [before] = await db
    .select({ couponHeld: mealOrders.couponHeld })
    .from(mealOrders)
    .where(eq(mealOrders.id, id))
    .for('update');
  const [row] = await db
    .update(mealOrders)
    .set({ status: 'cancelled', preferenceId: null, checkoutUrl: null, couponHeld: 0 })
    .where(and(eq(mealOrders.id, id), inArray(mealOrders.status, ['pending', 'failed'])))
    .returning();
  return row && before ? { ...row, couponHeld: before.couponHeld } : undefined;
}

/**
 * Pending or failed → cancelled because its payment arrived after an ordering deadline (and was
 * refunded): like `cancelUnpaidOrder`, plus the reason, the refunded payment and when it arrived.
 */
export async function closeLateOrder(db: Executor, id: string, paymentId: string, arrivedAt: Date) {
  const [before] = await db
    .select({ couponHeld: mealOrders.couponHeld })
    .from(mealOrders)
    .where(eq(mealOrders.id, id))
    .for('update');
  const [row] = await db
    .update(mealOrders)
    .set({
      status: 'cancelled',
      preferenceId: null,
      checkoutUrl: null,
      couponHeld: 0,
      refundReason: 'late',
      refundPaymentId: paymentId,
      paidAt: arrivedAt,
    })
    .where(and(eq(mealOrders.id, id), inArray(mealOrders.status, ['pending', 'failed'])))
    .returning();
  return row && before ? { ...row, couponHeld: before.couponHeld } : undefined;
}

/** Gives back one use of a coupon (an unpaid order that held it was cancelled or expired). */
export async function releaseCoupon(db: Executor, couponId: string) {
  await db
    .update(coupons)
    .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

/** Unpaid (pending or failed) orders created before `before`, oldest first. */
export function unpaidOrdersBefore(db: Executor, before: Date, limit = 50) {
  return db
    .select()
    .from(mealOrders)
    .where(and(inArray(mealOrders.status, ['pending', 'failed']), lt(mealOrders.createdAt, before)))
    .orderBy(asc(mealOrders.createdAt))
    .limit(limit);
}

export async function findOrder(db: Executor, id: string, lock = false) {
  const query = db.select().from(mealOrders).where(eq(mealOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertOrder(
  tx: Executor,
  order: typeof mealOrders.$inferInsert,
  items: Omit<typeof mealOrderItems.$inferInsert, 'orderId'>[],
) {
  const [row] = await tx.insert(mealOrders).values(order).returning();
  await tx.insert(mealOrderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
  return row!;
}

export async function updateOrder(db: Executor, id: string, values: Partial<typeof mealOrders.$inferInsert>) {
  const [row] = await db.update(mealOrders).set(values).where(eq(mealOrders.id, id)).returning();
  return row!;
}

export function listItems(db: Executor, orderId: string) {
  return db
    .select()
    .from(mealOrderItems)
    .where(eq(mealOrderItems.orderId, orderId))
    .orderBy(asc(mealOrderItems.deliveryDate), asc(mealOrderItems.title));
}

/** Takes one use of a coupon; false when it ran out (atomic: the row is updated only below maxUses). */
export async function useCoupon(tx: Executor, couponId: string) {
  const rows = await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(
      and(eq(coupons.id, couponId), sql`(${coupons.maxUses} is null or ${coupons.usesCount} < ${coupons.maxUses})`),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Orders whose payment page was opened between `since` and `before` and are still pending. */
export function stalePendingOrders(db: Executor, before: Date, since: Date, limit = 50) {
  return (
    db
      .select()
      .from(mealOrders)
      .where(
        and(
          eq(mealOrders.status, 'pending'),
          isNotNull(mealOrders.preferenceId),
          lt(mealOrders.createdAt, before),
          gt(mealOrders.createdAt, since),
        ),
      )
      // Random: with more than `limit` waiting, every order still gets its turn.
      .orderBy(sql`random()`)
      .limit(limit)
  );
}

/** A signed-in account's meal orders, newest first (Mis pedidos). */
export function listOrdersOfAccount(db: Executor, accountId: string, limit = 50) {
  return db
    .select()
    .from(mealOrders)
    .where(eq(mealOrders.accountId, accountId))
    .orderBy(sql`${mealOrders.createdAt} desc`)
    .limit(limit);
}

export function listItemsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mealOrderItems)
    .where(inArray(mealOrderItems.orderId, orderIds))
    .orderBy(asc(mealOrderItems.deliveryDate), asc(mealOrderItems.title));
}
