import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mealDeliveries, meals, mealWeeks, orderLines, orders, priceList } from '../../db/schema';

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

/**
 * A meals order as this module reads it: the order (its money, status, buyer and payment:
 * modules/orders), its delivery (meal_deliveries) and its dishes and shipping added up from its lines.
 * Written only by the orders module, except the delivery.
 */
const mealOrderFields = {
  id: orders.id,
  accountId: orders.accountId,
  status: orders.status,
  name: sql<string>`${orders.buyerName}`,
  email: sql<string>`${orders.buyerEmail}`,
  phone: sql<string>`${orders.buyerPhone}`,
  department: mealDeliveries.department,
  neighborhood: mealDeliveries.neighborhood,
  address: mealDeliveries.address,
  fromTime: mealDeliveries.fromTime,
  untilTime: mealDeliveries.untilTime,
  saltOption: mealDeliveries.saltOption,
  carboOption: mealDeliveries.carboOption,
  comments: mealDeliveries.comments,
  mealCount: sql<number>`(select coalesce(sum(l.quantity), 0) from ${orderLines} l
    where l.order_id = orders.id and l.kind = 'meal')`.mapWith(Number),
  mealsCents: sql<number>`(select coalesce(sum(l.amount_cents), 0) from ${orderLines} l
    where l.order_id = orders.id and l.kind = 'meal')`.mapWith(Number),
  shippingCents: sql<number>`(select coalesce(sum(l.amount_cents), 0) from ${orderLines} l
    where l.order_id = orders.id and l.kind = 'shipping')`.mapWith(Number),
  discountCents: orders.discountCents,
  totalCents: orders.totalCents,
  currency: orders.currency,
  requestHash: orders.requestHash,
  kind: orders.kind,
  gateway: orders.gateway,
  preferenceId: orders.preferenceId,
  checkoutUrl: orders.checkoutUrl,
  paymentId: orders.paymentId,
  paidAt: orders.paidAt,
  refundReason: orders.refundReason,
  refundPaymentId: orders.refundPaymentId,
  refundedCents: orders.refundedCents,
  createdAt: orders.createdAt,
};

const selectMealOrders = (db: Executor) =>
  db.select(mealOrderFields).from(orders).innerJoin(mealDeliveries, eq(mealDeliveries.orderId, orders.id));

export type MealOrderRow = Awaited<ReturnType<typeof selectMealOrders>>[number];

export async function findOrder(db: Executor, id: string) {
  const [row] = await selectMealOrders(db).where(eq(orders.id, id));
  return row;
}

/** A meals order's delivery, written in the order's transaction. */
export async function insertDelivery(tx: Executor, values: typeof mealDeliveries.$inferInsert) {
  await tx.insert(mealDeliveries).values(values);
}

/** The dishes of a meals order (its `meal` lines), by delivery day. */
export async function listItems(db: Executor, orderId: string) {
  return listItemsOfOrders(db, [orderId]);
}

/** A signed-in account's meal orders, newest first (Mis pedidos). */
export function listOrdersOfAccount(db: Executor, accountId: string, limit = 50) {
  return selectMealOrders(db).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt)).limit(limit);
}

export async function listItemsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      mealId: orderLines.productRef,
      deliveryDate: orderLines.serviceDate,
      title: orderLines.title,
      quantity: orderLines.quantity,
      unitCents: orderLines.unitCents,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.kind, 'meal')))
    .orderBy(asc(orderLines.serviceDate), asc(orderLines.title));
  return rows.map((r) => ({ ...r, mealId: r.mealId ?? '', deliveryDate: r.deliveryDate ?? '' }));
}

// ---------------------------------------------------------------- the kitchen's view of orders

/** Of these meals, those some order not cancelled has (their week, kitchen and day cannot change). */
export async function orderedMealIds(db: Executor, mealIds: string[]) {
  if (mealIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ mealId: orderLines.productRef })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.kind, 'meal'), inArray(orderLines.productRef, mealIds), ne(orders.status, 'cancelled')));
  return new Set(rows.map((r) => r.mealId ?? ''));
}

/** Ordered dishes (lines) per menu week; `live` counts only orders not cancelled. */
export async function orderedDishesByWeek(db: Executor, weekIds: string[], live: boolean) {
  if (weekIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ weekId: meals.weekId, n: count() })
    .from(orderLines)
    .innerJoin(meals, sql`${meals.id}::text = ${orderLines.productRef}`)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.kind, 'meal'),
        inArray(meals.weekId, weekIds),
        live ? ne(orders.status, 'cancelled') : undefined,
      ),
    )
    .groupBy(meals.weekId);
  return new Map(rows.map((r) => [r.weekId, Number(r.n)]));
}

/** The paid orders' dishes of one delivery day, by zone and window (the kitchen and delivery sheet). */
export function paidDishesOn(db: Executor, date: string) {
  return db
    .select({ order: mealOrderFields, title: orderLines.title, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(mealDeliveries, eq(mealDeliveries.orderId, orders.id))
    .where(and(eq(orderLines.kind, 'meal'), eq(orderLines.serviceDate, date), eq(orders.status, 'paid')))
    .orderBy(asc(mealDeliveries.neighborhood), asc(mealDeliveries.fromTime), asc(orders.createdAt));
}
