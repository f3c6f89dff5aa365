import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sandboxCards, sandboxCharges, sandboxPayments, sandboxPreferences } from '../../../db/schema';

/** The sandbox provider's own records (db/schema/sandbox-provider.ts): what a real provider keeps. */

export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxPreferenceRow = typeof sandboxPreferences.$inferSelect;

// ---------------------------------------------------------------- cards and charges (card flow)

export async function insertCard(db: Executor, values: typeof sandboxCards.$inferInsert) {
  await db.insert(sandboxCards).values(values);
}

export async function findCard(db: Executor, token: string) {
  const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
  return row;
}

export async function findChargeByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function findChargeByReference(db: Executor, reference: string, lock = false) {
  const query = db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The charge, unless one with the same key exists (then undefined: another process made it). */
export async function insertChargeOnce(db: Executor, values: typeof sandboxCharges.$inferInsert) {
  const [row] = await db.insert(sandboxCharges).values(values).onConflictDoNothing().returning();
  return row;
}

export async function addChargeRefund(
  db: Executor,
  reference: string,
  values: { refundedCents: number; status: 'approved' | 'refunded'; key: string },
) {
  await db
    .update(sandboxCharges)
    .set({
      refundedCents: values.refundedCents,
      status: values.status,
      refundKeys: sql`array_append(${sandboxCharges.refundKeys}, ${values.key})`,
    })
    .where(eq(sandboxCharges.reference, reference));
}

/**
 * A pending charge decided (approved, rejected, cancelled by the seller), or an approved one charged back;
 * false when it was not so.
 */
export async function settleCharge(
  db: Executor,
  reference: string,
  outcome: 'approved' | 'rejected' | 'charged_back' | 'cancelled',
) {
  const rows = await db
    .update(sandboxCharges)
    .set({ status: outcome })
    .where(
      and(
        eq(sandboxCharges.reference, reference),
        eq(sandboxCharges.status, outcome === 'charged_back' ? 'approved' : 'pending'),
      ),
    )
    .returning();
  return rows.length > 0;
}

// ---------------------------------------------------------------- preferences and payments (redirect flow)

/** One order, one preference: a new order's is written in one round trip; undefined when the order has one. */
export async function insertPreferenceOnce(db: Executor, values: typeof sandboxPreferences.$inferInsert) {
  const [created] = await db
    .insert(sandboxPreferences)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sandboxPreferences.id });
  return created;
}

export async function findPreference(db: Executor, id: string) {
  const [row] = await db.select().from(sandboxPreferences).where(eq(sandboxPreferences.id, id));
  return row;
}

export async function findPreferenceOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: sandboxPreferences.id })
    .from(sandboxPreferences)
    .where(eq(sandboxPreferences.orderId, orderId));
  return row;
}

export async function insertPayment(db: Executor, values: typeof sandboxPayments.$inferInsert) {
  await db.insert(sandboxPayments).values(values);
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** Every payment and charge made for one order, newest first. */
export async function paymentsOfOrder(db: Executor, orderId: string) {
  const [payments, charges] = await Promise.all([
    db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.externalReference, orderId))
      .orderBy(desc(sandboxPayments.createdAt)),
    db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, orderId)),
  ]);
  return { payments, charges };
}

/** An approved payment refunded in full (a refunded one stays so); false when it cannot be. */
export async function refundPayment(db: Executor, id: string) {
  const rows = await db
    .update(sandboxPayments)
    .set({ status: 'refunded' })
    .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ['approved', 'refunded'])))
    .returning({ id: sandboxPayments.id });
  return rows.length > 0;
}
