import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  charges,
  coupons,
  couponUses,
  ledgerEntries,
  type OrderStatus,
  orderLines,
  orders,
  profiles,
} from '../../db/schema';

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'position' | 'amountCents'>;
export type Coupon = typeof coupons.$inferSelect;

// ---------------------------------------------------------------- orders and lines

/** The order and its lines, unless the same (scope, Idempotency-Key) exists: then undefined. */
export async function insertOrderOnce(tx: Executor, values: NewOrder, lines: NewOrderLine[]) {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
    .returning();
  if (!row) return undefined;
  await tx
    .insert(orderLines)
    .values(lines.map((l, i) => ({ ...l, orderId: row.id, position: i + 1, amountCents: l.quantity * l.unitCents })));
  return row;
}

/**
 * The same as `insertOrderOnce`, as the common table expressions `created` (the order: `select id from
 * created`) and `created_lines` of one statement, for a product that writes its own rows with the
 * order in one round trip (a consultation's hold). No idempotency key: the statement always inserts.
 */
export function orderInsertCtes(values: NewOrder & { idempotencyKey?: null }, lines: NewOrderLine[]) {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const discount = values.discountCents ?? 0;
  const lineRows = sql.join(
    lines.map(
      (l, i) =>
        sql`(${i + 1}::int, ${l.kind}, ${l.productRef ?? null}, ${l.title}, ${l.serviceDate ?? null}::date,
          ${l.quantity}::int, ${l.unitCents}::int, ${l.quantity * l.unitCents}::int)`,
    ),
    sql`, `,
  );
  return sql`created as (
      insert into orders (account_id, kind, payment_flow, status, currency, subtotal_cents, discount_cents, total_cents,
        installments, idempotency_scope, buyer_name, buyer_email, buyer_phone)
      values (${values.accountId ?? null}::uuid, ${values.kind}, ${values.paymentFlow}, ${values.status}, ${values.currency},
        ${subtotal}, ${discount}, ${subtotal - discount}, ${values.installments ?? 1}, ${values.idempotencyScope},
        ${values.buyerName ?? null}, ${values.buyerEmail ?? null}, ${values.buyerPhone ?? null})
      returning id
    ), created_lines as (
      insert into order_lines (order_id, position, kind, product_ref, title, service_date, quantity, unit_cents,
        amount_cents)
      select created.id, l.* from created, (values ${lineRows}) as l
      returning order_id
    )`;
}

export async function findOrder(db: Executor, id: string, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findOrderByKey(db: Executor, scope: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyScope, scope), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

export function findOrders(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as Order[]);
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The lines of some orders, in each order's order. */
export function listLines(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderLine[]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

export async function updateOrder(db: Executor, id: string, values: Partial<NewOrder>) {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row;
}

/** Moves an order on only from one of `from`: the status check is in the same statement (one caller wins). */
export async function moveOrder(db: Executor, id: string, from: readonly OrderStatus[], values: Partial<NewOrder>) {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row;
}

/**
 * An unpaid order closed with its payment given back (meals: late; consultations: slot taken), once:
 * only while it is unpaid and has no reason yet.
 */
export async function closeWithRefund(
  tx: Executor,
  id: string,
  values: { status: OrderStatus; refundReason: 'late' | 'slotTaken'; refundPaymentId: string; paidAt?: Date },
) {
  const [row] = await tx
    .update(orders)
    .set({ ...values, preferenceId: null, checkoutUrl: null })
    .where(and(eq(orders.id, id), inArray(orders.status, ['pending', 'failed']), sql`${orders.refundReason} is null`))
    .returning();
  return row;
}

/** Adds a refund; the order ends (`ended`) when all of it is given back, or when `close` says so. */
export async function addOrderRefund(
  tx: Executor,
  id: string,
  amountCents: number,
  options: { close: boolean; ended: OrderStatus },
) {
  const ends = options.close ? sql`true` : sql`${orders.refundedCents} + ${amountCents} >= ${orders.totalCents}`;
  const [row] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${amountCents}`,
      status: sql`case when ${ends} then ${options.ended} else ${orders.status} end`,
      refundedAt: sql`case when ${ends} then now() else ${orders.refundedAt} end`,
    })
    .where(
      and(
        eq(orders.id, id),
        sql`${orders.status} in ('paid', 'disputed')`,
        sql`${orders.refundedCents} + ${amountCents} <= ${orders.totalCents}`,
      ),
    )
    .returning();
  return row;
}

export async function nextInvoiceId(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`select nextval('invoice_number_seq') as n`);
  const n = Number((result as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
  return `F-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

/**
 * Pending orders the provider may have settled without telling us: card orders older than `before`
 * (a crash between the charge and its recording, a payment in review), and redirect orders whose
 * payment page was opened between `since` and `before`. Orders left by a crash (no provider status)
 * first; then at random, so with more than `limit` waiting every order still gets its turn.
 */
export function stalePendingOrders(db: Executor, before: Date, since: Date, limit = 50) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.createdAt, before),
        or(
          eq(orders.paymentFlow, 'card'),
          and(eq(orders.paymentFlow, 'redirect'), isNotNull(orders.preferenceId), gt(orders.createdAt, since)),
        ),
      ),
    )
    .orderBy(sql`${orders.providerStatus} is not null`, sql`random()`)
    .limit(limit);
}

/** Unpaid (pending or failed) orders of one kind created before `before`, oldest first. */
export function unpaidOrdersBefore(db: Executor, kind: Order['kind'], before: Date, limit = 50) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, kind), inArray(orders.status, ['pending', 'failed']), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

// ---------------------------------------------------------------- coupons

export async function findCouponByCode(db: Executor, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return row;
}

/** Locks the coupon row: concurrent uses of one coupon are checked one after the other. */
export async function lockCoupon(tx: Executor, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).for('update');
  return row;
}

export async function findCouponById(db: Executor, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Uses of a coupon by one buyer: their account's, or (a guest, or the account's own address) their e-mail's. */
export async function countCouponUses(
  db: Executor,
  couponId: string,
  buyer: { accountId: string | null; email: string | null },
) {
  const who = [
    buyer.accountId ? eq(couponUses.accountId, buyer.accountId) : undefined,
    buyer.email ? eq(couponUses.email, buyer.email.toLowerCase()) : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), or(...who)));
  return Number(row?.n ?? 0);
}

/** One more use of the coupon, by this order; false when it ran out meanwhile (bounded, atomic). */
export async function takeCouponUse(
  tx: Executor,
  values: { couponId: string; accountId: string | null; email: string | null; orderId: string },
) {
  const taken = await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(
      and(
        eq(coupons.id, values.couponId),
        sql`(${coupons.maxUses} is null or ${coupons.usesCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) return false;
  await tx.insert(couponUses).values({ ...values, email: values.email?.toLowerCase() ?? null });
  return true;
}

/** Gives the order's coupon use back (once: the use row is deleted); answers it, if there was one. */
export async function releaseCouponUse(tx: Executor, orderId: string) {
  const [use] = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning();
  if (use) {
    await tx
      .update(coupons)
      .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` })
      .where(eq(coupons.id, use.couponId));
  }
  return use;
}

export async function hasCouponUse(db: Executor, orderId: string) {
  const [row] = await db.select({ id: couponUses.id }).from(couponUses).where(eq(couponUses.orderId, orderId));
  return Boolean(row);
}

// ---------------------------------------------------------------- card charges

export async function insertCharge(tx: Executor, values: typeof charges.$inferInsert) {
  const [row] = await tx.insert(charges).values(values).returning();
  return row!;
}

/** A charge the provider left pending for this order, once settled, gives way to its final row. */
export async function deletePendingCharges(tx: Executor, orderId: string) {
  await tx.delete(charges).where(and(eq(charges.orderId, orderId), eq(charges.status, 'pending')));
}

export async function findPendingCharge(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.orderId, orderId), eq(charges.status, 'pending')));
  return row;
}

export async function findApprovedCharge(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.orderId, orderId), sql`${charges.status} in ('approved', 'charged_back')`));
  return row;
}

export async function markChargeRefunded(tx: Executor, id: string) {
  await tx.update(charges).set({ status: 'refunded' }).where(eq(charges.id, id));
}

export async function markChargeChargedBack(tx: Executor, orderId: string) {
  await tx
    .update(charges)
    .set({ status: 'charged_back' })
    .where(and(eq(charges.orderId, orderId), eq(charges.status, 'approved')));
}

// ---------------------------------------------------------------- ledger

export async function insertLedger(tx: Executor, values: typeof ledgerEntries.$inferInsert) {
  await tx.insert(ledgerEntries).values(values);
}

/**
 * The ledger entry of an automatic refund, once per provider reference (a partial unique index):
 * answers false when another notification or process already wrote it.
 */
export async function insertUnappliedRefundOnce(
  db: Executor,
  values: Omit<typeof ledgerEntries.$inferInsert, 'kind' | 'reference'> & { reference: string },
) {
  const rows = await db
    .insert(ledgerEntries)
    .values({ ...values, kind: 'unapplied_refund' })
    .onConflictDoNothing({
      target: ledgerEntries.reference,
      where: sql`${ledgerEntries.kind} = 'unapplied_refund'`,
    })
    .returning({ id: ledgerEntries.id });
  return rows.length > 0;
}

export function listLedger(db: Executor, from: Date, to: Date) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(sql`${ledgerEntries.createdAt} >= ${from}`, lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt));
}

// ---------------------------------------------------------------- buyers

/** A signed-in buyer as an order needs them: e-mail, name, whether the address is confirmed, the nutritionist. */
export async function findBuyer(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.role,
      nutritionistId: accounts.nutritionistId,
      emailConfirmedAt: accounts.emailConfirmedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

/**
 * A guest's paid orders made with this e-mail become the account's (issue 41, item 4): its owner
 * proved the address (confirmed it), so they show in "Mis pedidos" and "Mis compras" and can be
 * repeated. Only orders that were paid: unpaid ones anyone could have typed the address into.
 */
export async function attachPaidGuestOrders(tx: Executor, accountId: string, email: string) {
  const rows = await tx
    .update(orders)
    .set({ accountId })
    .where(
      and(
        isNull(orders.accountId),
        isNotNull(orders.paidAt),
        sql`lower(${orders.buyerEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** The live account whose confirmed e-mail this is, if any. */
export async function confirmedAccountIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.email}) = ${email.toLowerCase()}`,
        isNotNull(accounts.emailConfirmedAt),
        isNull(accounts.deletedAt),
      ),
    );
  return row?.id;
}
