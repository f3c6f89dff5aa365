import type { CardBrand } from '@nutritest/domain';
import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  analyses,
  cardSessions,
  charges,
  commissions,
  coupons,
  couponUses,
  kitPlaceGrants,
  ledgerEntries,
  orders,
  paymentInstruments,
  profiles,
  providerCustomers,
} from '../../db/schema';

// ---------------------------------------------------------------- card sessions and instruments

export async function insertCardSession(db: Executor, values: typeof cardSessions.$inferInsert) {
  await db.insert(cardSessions).values(values);
}

/** Takes a live, unused card session once (the card page posts it back with the card). */
export async function useCardSession(tx: Executor, id: string) {
  const [row] = await tx
    .update(cardSessions)
    .set({ usedAt: new Date() })
    .where(and(eq(cardSessions.id, id), isNull(cardSessions.usedAt), gte(cardSessions.expiresAt, new Date())))
    .returning();
  return row;
}

export async function findCardSession(db: Executor, id: string) {
  const [row] = await db.select().from(cardSessions).where(eq(cardSessions.id, id));
  return row;
}

export async function insertInstrument(
  tx: Executor,
  values: {
    accountId: string;
    gateway: string;
    token: string;
    brand: CardBrand;
    masked: string;
    holderName: string;
    expiry: string;
    providerCustomerId?: string | null;
    providerCardId?: string | null;
    paymentMethodId?: string | null;
    issuerId?: string | null;
    bin?: string | null;
    issuerImageUrl?: string | null;
  },
) {
  const [row] = await tx.insert(paymentInstruments).values(values).returning();
  return row!;
}

/** Keeps the one-time token a security-code session produced (once: a second post is refused). */
export async function storeCardToken(tx: Executor, sessionId: string, cardToken: string) {
  const [row] = await tx
    .update(cardSessions)
    .set({ cardToken, usedAt: new Date() })
    .where(
      and(
        eq(cardSessions.id, sessionId),
        isNull(cardSessions.usedAt),
        gte(cardSessions.expiresAt, new Date()),
        sql`${cardSessions.instrumentId} is not null`,
      ),
    )
    .returning();
  return row;
}

/**
 * Takes the newest unused security-code token of this account's instrument (made in the last
 * `maxAgeMs`), once: two purchases never charge the same token.
 */
export async function consumeCardToken(tx: Executor, accountId: string, instrumentId: string, maxAgeMs: number) {
  const [latest] = await tx
    .select({ id: cardSessions.id })
    .from(cardSessions)
    .where(
      and(
        eq(cardSessions.accountId, accountId),
        eq(cardSessions.instrumentId, instrumentId),
        isNull(cardSessions.consumedAt),
        sql`${cardSessions.cardToken} is not null`,
        gte(cardSessions.usedAt, new Date(Date.now() - maxAgeMs)),
      ),
    )
    .orderBy(desc(cardSessions.usedAt))
    .limit(1);
  if (!latest) return null;
  const [row] = await tx
    .update(cardSessions)
    .set({ consumedAt: new Date() })
    .where(and(eq(cardSessions.id, latest.id), isNull(cardSessions.consumedAt)))
    .returning({ cardToken: cardSessions.cardToken, redirectOrigin: cardSessions.redirectOrigin });
  return row?.cardToken ? { cardToken: row.cardToken, redirectOrigin: row.redirectOrigin } : null;
}

export async function findProviderCustomer(db: Executor, accountId: string, gateway: string) {
  const [row] = await db
    .select()
    .from(providerCustomers)
    .where(and(eq(providerCustomers.accountId, accountId), eq(providerCustomers.gateway, gateway)));
  return row?.customerId ?? null;
}

export async function saveProviderCustomer(db: Executor, accountId: string, gateway: string, customerId: string) {
  await db.insert(providerCustomers).values({ accountId, gateway, customerId }).onConflictDoNothing();
}

export function listInstruments(db: Executor, accountId: string) {
  return db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.accountId, accountId), isNull(paymentInstruments.removedAt)))
    .orderBy(asc(paymentInstruments.createdAt));
}

export async function findInstrument(db: Executor, accountId: string, token: string) {
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.accountId, accountId),
        eq(paymentInstruments.token, token),
        isNull(paymentInstruments.removedAt),
      ),
    );
  return row;
}

export async function removeInstrument(db: Executor, accountId: string, token: string) {
  const rows = await db
    .update(paymentInstruments)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(paymentInstruments.accountId, accountId),
        eq(paymentInstruments.token, token),
        isNull(paymentInstruments.removedAt),
      ),
    )
    .returning({ id: paymentInstruments.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- coupons

export async function findCouponByCode(db: Executor, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row;
}

/** Locks the coupon row: concurrent uses of one coupon are checked one after the other. */
export async function lockCoupon(tx: Executor, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).for('update');
  return row;
}

export async function countCouponUsesBy(db: Executor, couponId: string, accountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.accountId, accountId)));
  return Number(row?.n ?? 0);
}

export async function incrementCouponUses(tx: Executor, couponId: string) {
  await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(eq(coupons.id, couponId));
}

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

export async function insertCouponUse(tx: Executor, values: typeof couponUses.$inferInsert) {
  await tx.insert(couponUses).values(values);
}

// ---------------------------------------------------------------- orders

/** Inserts the order unless the same (account, idempotency key) exists; then answers undefined. */
export async function insertOrderOnce(tx: Executor, values: typeof orders.$inferInsert) {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.accountId, orders.idempotencyKey] })
    .returning();
  return row;
}

export async function findOrderByKey(db: Executor, accountId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findOrder(db: Executor, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Moves a pending order on; only one caller wins (the status check is in the same statement). */
export async function settleOrder(tx: Executor, id: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await tx
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
    .returning();
  return row;
}

export async function nextInvoiceId(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`select nextval('invoice_number_seq') as n`);
  const n = Number((result as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
  return `F-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export async function nextAnalysisReference(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`select nextval('analysis_number_seq') as n`);
  const n = Number((result as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
  return `NT-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

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

export async function findChargeByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(charges).where(eq(charges.providerReference, reference));
  return row;
}

export async function findApprovedCharge(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.orderId, orderId), sql`${charges.status} in ('approved', 'charged_back')`));
  return row;
}

/** Adds a partial refund to a paid order; the whole of it makes the order refunded. */
/** Adds a refund; the order becomes refunded when all of it is given back, or when `close` says so. */
export async function addOrderRefund(tx: Executor, id: string, amountCents: number, close = false) {
  const ends = close ? sql`true` : sql`${orders.refundedCents} + ${amountCents} >= ${orders.totalCents}`;
  const [row] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${amountCents}`,
      status: sql`case when ${ends} then 'refunded' else ${orders.status} end`,
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

/** A paid order whose money the buyer's bank took back. Only once. */
export async function markOrderDisputed(tx: Executor, id: string) {
  const [row] = await tx
    .update(orders)
    .set({ status: 'disputed' })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row;
}

export async function markChargeChargedBack(tx: Executor, orderId: string) {
  await tx
    .update(charges)
    .set({ status: 'charged_back' })
    .where(and(eq(charges.orderId, orderId), eq(charges.status, 'approved')));
}

export async function markChargeRefunded(tx: Executor, id: string) {
  await tx.update(charges).set({ status: 'refunded' }).where(eq(charges.id, id));
}

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

/** Whether the account confirmed its e-mail address (coupons and free purchases need it). */
export async function isEmailConfirmed(db: Executor, accountId: string) {
  const [row] = await db.select({ at: accounts.emailConfirmedAt }).from(accounts).where(eq(accounts.id, accountId));
  return Boolean(row?.at);
}

export async function insertAnalysis(tx: Executor, values: typeof analyses.$inferInsert) {
  const [row] = await tx.insert(analyses).values(values).returning();
  return row!;
}

export async function findAnalysisByOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(analyses).where(eq(analyses.orderId, orderId));
  return row;
}

export async function grantPlaces(tx: Executor, businessId: string, quantity: number, orderId: string) {
  await tx.insert(kitPlaceGrants).values({ businessId, quantity, source: 'purchase', orderId });
}

export async function findBuyer(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.role,
      nutritionistId: accounts.nutritionistId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

/**
 * Pending orders older than `olderThan`, claimed by one process at a time. Orders left by a crash
 * (no provider status) come first: payments the provider is still deciding are asked again each run,
 * and must not keep the others waiting.
 */
export function stalePendingOrders(tx: Executor, olderThan: Date) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, olderThan)))
    .orderBy(sql`${orders.providerStatus} is not null`, asc(orders.createdAt))
    .limit(20)
    .for('update', { skipLocked: true });
}

// ---------------------------------------------------------------- commissions

export async function insertCommission(tx: Executor, values: typeof commissions.$inferInsert) {
  await tx.insert(commissions).values(values).onConflictDoNothing();
}

/** The whole commission of an order, reversed (once); answers what was taken back. */
export async function reverseCommission(tx: Executor, orderId: string) {
  const [row] = await tx
    .update(commissions)
    .set({ status: 'reversed', reversedAt: new Date() })
    .where(and(eq(commissions.orderId, orderId), eq(commissions.status, 'accrued')))
    .returning();
  return row && { ...row, reversedCents: row.amountCents };
}

/** A partial refund takes the same share of the commission back (rounded down, never below 0). */
export async function reduceCommission(tx: Executor, orderId: string, refundedCents: number, totalCents: number) {
  const [current] = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.orderId, orderId), eq(commissions.status, 'accrued')))
    .for('update');
  if (!current || totalCents <= 0) return undefined;
  const cut = Math.min(current.amountCents, Math.floor((current.amountCents * refundedCents) / totalCents));
  if (cut <= 0) return undefined;
  await tx
    .update(commissions)
    .set({ amountCents: current.amountCents - cut })
    .where(eq(commissions.id, current.id));
  return { ...current, reversedCents: cut };
}

export function listCommissions(db: Executor, nutritionistId: string, from: Date, to: Date) {
  return db
    .select({
      id: commissions.id,
      amountCents: commissions.amountCents,
      status: commissions.status,
      createdAt: commissions.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(commissions)
    .innerJoin(profiles, eq(profiles.accountId, commissions.buyerId))
    .where(
      and(
        eq(commissions.nutritionistId, nutritionistId),
        gte(commissions.createdAt, from),
        lt(commissions.createdAt, to),
      ),
    )
    .orderBy(asc(commissions.createdAt));
}

export function listLedger(db: Executor, from: Date, to: Date) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt));
}

export async function findInstrumentById(db: Executor, id: string) {
  const [row] = await db.select().from(paymentInstruments).where(eq(paymentInstruments.id, id));
  return row;
}

/** A refunded kit no longer counts as the customer's analysis. */
/**
 * The kits of a refunded order go: the one it paid for and every free replacement of it (issue 36,
 * N4: a lost kit's replacement stayed live after its purchase was refunded).
 */
export async function deleteAnalysisByOrder(tx: Executor, orderId: string) {
  await tx.execute(sql`
    with recursive chain as (
      select id from ${analyses} where order_id = ${orderId}
      union all
      select a.id from ${analyses} a join chain c on a.replaces_id = c.id
    )
    delete from ${analyses} where id in (select id from chain)`);
}

export async function findCouponById(db: Executor, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}
