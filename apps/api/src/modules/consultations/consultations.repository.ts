import { and, asc, count, eq, gt, gte, inArray, lte, min, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, consultationBookings, consultationPurchases, orders, profiles } from '../../db/schema';

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

// ---------------------------------------------------------------- sessions (bookings)

/** The order's sessions held or booked. */
export async function countActiveSessions(db: Executor, orderId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.orderId, orderId), inArray(consultationBookings.status, ['held', 'confirmed'])));
  return Number(row?.n ?? 0);
}

export async function insertBooking(db: Executor, values: typeof consultationBookings.$inferInsert) {
  const [row] = await db.insert(consultationBookings).values(values).returning();
  return row!;
}

export async function updateBooking(
  db: Executor,
  id: string,
  values: Partial<typeof consultationBookings.$inferInsert>,
) {
  await db.update(consultationBookings).set(values).where(eq(consultationBookings.id, id));
}

/** The order's sessions, first to last. */
export function listBookingsOfOrder(db: Executor, orderId: string) {
  return db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.orderId, orderId))
    .orderBy(asc(consultationBookings.startsAt));
}

/** The order's first session as it was made (its slot, even when expired or cancelled since). */
export async function firstBookingOf(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.orderId, orderId))
    .orderBy(asc(consultationBookings.createdAt))
    .limit(1);
  return row;
}

/** The order's confirmed sessions (the first one decides until when it can be refunded). */
export async function firstConfirmedStart(db: Executor, orderId: string) {
  const [row] = await db
    .select({ startsAt: min(consultationBookings.startsAt) })
    .from(consultationBookings)
    .where(and(eq(consultationBookings.orderId, orderId), eq(consultationBookings.status, 'confirmed')));
  return row?.startsAt ?? null;
}

/** Holds past their time: the slot is free again. */
export async function expireHolds(db: Executor) {
  await db
    .update(consultationBookings)
    .set({ status: 'expired' })
    .where(and(eq(consultationBookings.status, 'held'), lte(consultationBookings.holdExpiresAt, sql`now()`)));
}

/**
 * Whether the slot of an unpaid order's booking (in one of `statuses`) is now someone else's: another
 * order holds or booked the same calendar and start.
 */
export async function slotTakenByOther(
  db: Executor,
  orderId: string,
  statuses: ReadonlyArray<'held' | 'confirmed' | 'cancelled' | 'expired'>,
) {
  const mine = await db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.orderId, orderId), inArray(consultationBookings.status, [...statuses])));
  for (const booking of mine) {
    const [other] = await db
      .select({ id: consultationBookings.id })
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.calendarKey, booking.calendarKey),
          eq(consultationBookings.startsAt, booking.startsAt),
          ne(consultationBookings.orderId, orderId),
          inArray(consultationBookings.status, ['held', 'confirmed']),
        ),
      )
      .limit(1);
    if (other) return true;
  }
  return false;
}

/** A session with its order (the keyed link to see, cancel or move it). */
export async function findBookingWithOrder(db: Executor, bookingId: string) {
  const [row] = await selectBookingsWithOrder(db).where(eq(consultationBookings.id, bookingId));
  return row;
}

/** A signed-in client's paid consultations, oldest first. */
export function paidOrdersOf(db: Executor, accountId: string) {
  return selectConsultationOrders(db)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'paid')))
    .orderBy(asc(orders.createdAt));
}

/** The order's confirmed session (the first one of a new consultation). */
export async function confirmedBookingOf(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.orderId, orderId), eq(consultationBookings.status, 'confirmed')));
  return row;
}

/** The order's first session with the offer it belongs to. */
export async function firstBookingWithType(db: Executor, orderId: string) {
  const [row] = await db
    .select({ booking: consultationBookings, type: consultationPurchases.type })
    .from(consultationBookings)
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, consultationBookings.orderId))
    .where(eq(consultationBookings.orderId, orderId))
    .orderBy(asc(consultationBookings.createdAt))
    .limit(1);
  return row;
}

/** A nutritionist's sessions from `since` on (held, confirmed or cancelled), with their orders. */
export function sessionsOfNutritionist(db: Executor, nutritionistId: string, since: Date) {
  return selectBookingsWithOrder(db)
    .where(
      and(
        eq(consultationBookings.nutritionistId, nutritionistId),
        inArray(consultationBookings.status, ['confirmed', 'held', 'cancelled']),
        gte(consultationBookings.startsAt, since),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt))
    .limit(500);
}

/** Whether an order still has a session to come (held or confirmed, not ended). */
export async function hasSessionToCome(db: Executor, orderId: string, now: Date) {
  const [row] = await db
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.orderId, orderId),
        inArray(consultationBookings.status, ['held', 'confirmed']),
        gt(consultationBookings.endsAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a client shares their results with a nutritionist through a consultation: a paid one,
 * shared, with a confirmed session of that nutritionist that has not ended.
 */
export async function hasActiveResultsShare(db: Executor, patientId: string, nutritionistId: string, now: Date) {
  const [row] = await db
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .innerJoin(orders, eq(orders.id, consultationBookings.orderId))
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, orders.id))
    .where(
      and(
        eq(orders.accountId, patientId),
        eq(orders.status, 'paid'),
        eq(consultationPurchases.shareResults, 1),
        eq(consultationBookings.nutritionistId, nutritionistId),
        eq(consultationBookings.status, 'confirmed'),
        gt(consultationBookings.endsAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Claims up to 50 confirmed sessions starting within `window` whose reminder (`column`) has not gone
 * out: marked sent in the same statement (FOR UPDATE SKIP LOCKED), so no process sends it twice.
 */
export async function claimReminders(
  tx: Executor,
  column: 'reminder_day_sent_at' | 'reminder_hour_sent_at',
  window: '24 hours' | '1 hour',
) {
  const claimed = await tx.execute(sql`
    update consultation_bookings set ${sql.raw(column)} = now()
    where id in (
      select id from consultation_bookings
      where status = 'confirmed' and ${sql.raw(column)} is null
        and starts_at > now() and starts_at <= now() + ${sql.raw(`interval '${window}'`)}
      order by starts_at
      limit 50
      for update skip locked
    )
    returning id, order_id, starts_at`);
  return (claimed as unknown as { rows: Array<{ id: string; order_id: string; starts_at: string | Date }> }).rows;
}

/**
 * A slot held for a new order in one statement (one round trip, issue 23): the abandoned hold of the
 * slot expired, the order written by `orderCtes` (the orders module's `created` CTE), what it sells
 * and the hold. The hold's insert reads the expiry's count, which makes PostgreSQL run the expiry
 * first; a row this statement has just expired no longer counts for the partial unique index, and a
 * live hold of the slot still does (23505). Answers the order id.
 */
export async function holdSlot(
  db: Executor,
  values: {
    orderCtes: SQL;
    calendarKey: string;
    nutritionistId: string | null;
    start: Date;
    end: Date;
    heldUntil: Date;
    purchase: { type: string; sessions: number; name: string; lastName: string; shareResultsAt: Date | null };
  },
) {
  const { purchase } = values;
  const result = await db.execute(sql`
    with expired as (
      update consultation_bookings set status = 'expired'
      where calendar_key = ${values.calendarKey} and starts_at = ${values.start.toISOString()}::timestamptz
        and status = 'held' and hold_expires_at <= now()
      returning 1
    ), ${values.orderCtes}, purchase as (
      insert into consultation_purchases (order_id, type, sessions, name, last_name, share_results,
        share_results_changed_at)
      select created.id, ${purchase.type}, ${purchase.sessions}, ${purchase.name}, ${purchase.lastName},
        ${purchase.shareResultsAt ? 1 : 0}, ${purchase.shareResultsAt?.toISOString() ?? null}::timestamptz
      from created
    ), held as (
      insert into consultation_bookings (order_id, calendar_key, nutritionist_id, starts_at, ends_at,
        status, hold_expires_at)
      select created.id, ${values.calendarKey}, ${values.nutritionistId}::uuid, ${values.start.toISOString()}::timestamptz,
        ${values.end.toISOString()}::timestamptz, 'held', ${values.heldUntil.toISOString()}::timestamptz
      from created, (select count(*) from expired) as freed
      returning order_id
    )
    select order_id as id from held`);
  const [row] = (result as unknown as { rows: Array<{ id: string }> }).rows;
  if (!row) throw new Error('the hold was not written');
  return row.id;
}

/** Whether a client has a paid plan (a package of sessions): some offers need one first. */
export async function hasPaidPlan(db: Executor, accountId: string) {
  const [row] = await selectConsultationOrders(db)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.status, 'paid'),
        inArray(consultationPurchases.type, ['consultaPlus4', 'consultaPlus8']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Where a nutritionist is told about changes to their sessions: their e-mail and first name. */
export async function nutritionistContact(db: Executor, nutritionistId: string) {
  const [row] = await db
    .select({ email: accounts.email, firstName: profiles.firstName })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, nutritionistId));
  return row;
}
