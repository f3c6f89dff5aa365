import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consultationBookings, consultationPurchases, orders } from '../../db/schema';

/**
 * A consultation order as this module reads it: the order (its money, status, buyer and payment:
 * modules/orders) with what it sold (consultation_purchases: the offer, its sessions, who attends,
 * the results share). Written only by the orders module, except the share and the bookings.
 */
export const consultationOrderFields = {
  id: orders.id,
  accountId: orders.accountId,
  status: orders.status,
  type: consultationPurchases.type,
  sessions: consultationPurchases.sessions,
  name: consultationPurchases.name,
  lastName: consultationPurchases.lastName,
  email: sql<string>`${orders.buyerEmail}`,
  phone: sql<string>`${orders.buyerPhone}`,
  amountCents: orders.totalCents,
  currency: orders.currency,
  paymentId: orders.paymentId,
  preferenceId: orders.preferenceId,
  refundReason: orders.refundReason,
  refundPaymentId: orders.refundPaymentId,
  shareResults: consultationPurchases.shareResults,
  createdAt: orders.createdAt,
};

/** The columns to filter consultation orders by. */
export const consultationOrder = {
  id: orders.id,
  accountId: orders.accountId,
  status: orders.status,
  type: consultationPurchases.type,
  shareResults: consultationPurchases.shareResults,
  preferenceId: orders.preferenceId,
  createdAt: orders.createdAt,
};

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findConsultationOrder>>>;

/** Consultation orders with what they sold: `.where(...)` on `consultationOrder` columns. */
export const selectConsultationOrders = (db: Executor) =>
  db
    .select(consultationOrderFields)
    .from(orders)
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, orders.id));

export async function findConsultationOrder(db: Executor, id: string) {
  const [row] = await db
    .select(consultationOrderFields)
    .from(orders)
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, orders.id))
    .where(eq(orders.id, id));
  return row;
}

/** Sessions with their order: `.where(...)` on `consultationBookings` and `consultationOrder` columns. */
export const selectBookingsWithOrder = (db: Executor) =>
  db
    .select({ booking: consultationBookings, order: consultationOrderFields })
    .from(consultationBookings)
    .innerJoin(orders, eq(orders.id, consultationBookings.orderId))
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, orders.id));

/** Locks the order row: its sessions are counted and booked one request after another. */
export async function lockOrder(tx: Executor, id: string) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
}

/** The client shares (1) or stops sharing (0) their results with the consultation's nutritionist. */
export async function setShareResults(db: Executor, orderId: string, share: boolean) {
  await db
    .update(consultationPurchases)
    .set({ shareResults: share ? 1 : 0, shareResultsChangedAt: new Date() })
    .where(eq(consultationPurchases.orderId, orderId));
}

/** The order's sessions in some statuses moved to another (a hold confirmed, sessions cancelled or expired). */
export async function moveBookings(
  db: Executor,
  orderId: string,
  from: ReadonlyArray<'held' | 'confirmed' | 'cancelled' | 'expired'>,
  values: { status: 'held' | 'confirmed' | 'cancelled' | 'expired'; holdExpiresAt?: Date | null },
) {
  await db
    .update(consultationBookings)
    .set(values)
    .where(and(eq(consultationBookings.orderId, orderId), inArray(consultationBookings.status, [...from])));
}
