import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { caeRanges, invoices } from '../../db/schema';

/** One receipt by its id (the receipts' files). */
export async function findInvoice(db: Executor, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** A receipt by its printed number (the verification page): issued, or issued and then rejected by DGI. */
export async function findInvoiceByNumber(db: Executor, printed: { cfeType: number; series: string; number: number }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.cfeType, printed.cfeType),
        eq(invoices.series, printed.series),
        eq(invoices.number, printed.number),
        inArray(invoices.status, ['issued', 'rejected']),
      ),
    );
  return row;
}

/** Receipts by their ids (the mail worker's attachments). */
export function findInvoices(db: Executor, ids: string[]) {
  return ids.length ? db.select().from(invoices).where(inArray(invoices.id, ids)) : Promise.resolve([]);
}

/**
 * The range of `type` whose next number is still inside it and valid `today` (the soonest to expire
 * first), locked until the transaction ends; its next number is taken (moved on by one).
 */
export async function takeRangeNumber(tx: Executor, type: number, today: string) {
  const [range] = await tx
    .select()
    .from(caeRanges)
    .where(
      and(eq(caeRanges.cfeType, type), lte(caeRanges.nextNumber, caeRanges.toNumber), gte(caeRanges.expiresOn, today)),
    )
    .orderBy(asc(caeRanges.expiresOn), asc(caeRanges.series), asc(caeRanges.fromNumber))
    .limit(1)
    .for('update');
  if (!range) return undefined;
  await tx
    .update(caeRanges)
    .set({ nextNumber: sql`${caeRanges.nextNumber} + 1` })
    .where(eq(caeRanges.id, range.id));
  return range;
}

/** Adds a CAE range unless it is there already. */
export async function insertCaeRange(db: Executor, values: typeof caeRanges.$inferInsert) {
  await db.insert(caeRanges).values(values).onConflictDoNothing();
}

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Claims the oldest receipt due to be issued (pending or failed, its next attempt reached), locked
 * until the transaction ends and skipped by every other process. A credit note waits for the receipt
 * it corrects (or, if DGI rejected that one, for its re-issue).
 */
export async function claimDueInvoice(tx: Executor): Promise<InvoiceRow | undefined> {
  const original = alias(invoices, 'original');
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, ['pending', 'failed']),
        lte(invoices.nextAttemptAt, sql`now()`),
        or(
          isNull(invoices.referencesInvoiceId),
          sql`exists (select 1 from ${invoices} ${original} where ${original.id} = ${invoices.referencesInvoiceId} and (${original.status} = 'issued' or (${original.status} = 'rejected' and ${original.replacedById} is not null)))`,
        ),
      ),
    )
    .orderBy(asc(invoices.createdAt))
    .limit(1)
    .for('update', { of: invoices, skipLocked: true });
  return row;
}

export async function updateInvoice(db: Executor, id: string, values: Partial<typeof invoices.$inferInsert>) {
  await db.update(invoices).set(values).where(eq(invoices.id, id));
}

/** Records a failed attempt, unless the receipt left pending/failed meanwhile. */
export async function markInvoiceFailed(
  db: Executor,
  id: string,
  values: { attempts: number; lastError: string; nextAttemptAt: Date },
) {
  await db
    .update(invoices)
    .set({ status: 'failed', ...values })
    .where(and(eq(invoices.id, id), inArray(invoices.status, ['pending', 'failed'])));
}

/**
 * Claims the receipt DGI has not answered about whose check is due, with a lease: its next check moves
 * `leaseSeconds` ahead (under FOR UPDATE SKIP LOCKED), so another process takes it only after that.
 */
export async function claimDueDgiCheck(tx: Executor, leaseSeconds: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.dgiStatus, 'pending'), lte(invoices.dgiNextCheckAt, sql`now()`)))
    .orderBy(asc(invoices.dgiNextCheckAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  await tx
    .update(invoices)
    .set({ dgiNextCheckAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(eq(invoices.id, row.id));
  return row;
}

/** Writes DGI's answer, unless another process wrote one first. */
export async function recordDgiAnswer(db: Executor, id: string, values: Partial<typeof invoices.$inferInsert>) {
  await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.id, id), eq(invoices.dgiStatus, 'pending')));
}

/** Operations' lists: failed, rejected and not re-issued, issued with a note to review (newest first, 100 each). */
export async function invoicesNeedingAttention(db: Executor) {
  const [failed, rejected, review] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.status, 'failed')).orderBy(desc(invoices.createdAt)).limit(100),
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, 'rejected'), isNull(invoices.replacedById)))
      .orderBy(desc(invoices.issuedAt))
      .limit(100),
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, 'issued'), isNotNull(invoices.reviewNote)))
      .orderBy(desc(invoices.issuedAt))
      .limit(100),
  ]);
  return { failed, rejected, review };
}

/** How many receipts wait for DGI's answer, and since when the oldest. */
export async function pendingDgiSummary(db: Executor) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${invoices.issuedAt})` })
    .from(invoices)
    .where(eq(invoices.dgiStatus, 'pending'));
  return row;
}

export function listCaeRanges(db: Executor) {
  return db.select().from(caeRanges).orderBy(asc(caeRanges.cfeType));
}

/** The receipt locked until the transaction ends. */
export async function lockInvoice(tx: Executor, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/**
 * A new receipt to issue for what `old` documented (DGI rejected it): idempotent by its source key
 * `reissue:<old id>`; answers the re-issue's id. The old one points to it, and the credit notes not
 * issued yet that correct the old one correct the new one instead.
 */
export async function insertReissue(tx: Executor, old: InvoiceRow): Promise<string | undefined> {
  const sourceKey = `reissue:${old.id}`;
  const [fresh] = await tx
    .insert(invoices)
    .values({
      saleKind: old.saleKind,
      saleId: old.saleId,
      accountId: old.accountId,
      email: old.email,
      purpose: old.purpose,
      sourceKey,
      cfeType: old.cfeType,
      currency: old.currency,
      totalCents: old.totalCents,
      referencesInvoiceId: old.referencesInvoiceId,
      reason: old.reason,
      replacesInvoiceId: old.id,
    })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  const newId =
    fresh?.id ?? (await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.sourceKey, sourceKey)))[0]?.id;
  await tx.update(invoices).set({ replacedById: newId }).where(eq(invoices.id, old.id));
  await tx
    .update(invoices)
    .set({ referencesInvoiceId: newId })
    .where(and(eq(invoices.referencesInvoiceId, old.id), inArray(invoices.status, ['pending', 'failed'])));
  return newId;
}

/** A failed receipt is tried again now; false when there is no such failed receipt. */
export async function retryFailedNow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'failed')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}
