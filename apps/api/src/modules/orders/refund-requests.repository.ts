import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, refundRequests } from '../../db/schema';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/** The latest request of each of some sales, newest first. */
export function latestOf(db: Executor, saleIds: string[]) {
  if (saleIds.length === 0) return Promise.resolve([] as RefundRequestRow[]);
  return db
    .select()
    .from(refundRequests)
    .where(inArray(refundRequests.saleId, saleIds))
    .orderBy(desc(refundRequests.createdAt));
}

export async function findOpen(db: Executor, saleId: string) {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.saleId, saleId), eq(refundRequests.status, 'requested')));
  return row;
}

export async function find(db: Executor, id: string) {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row;
}

/** The request, unless the sale already has an open one (a partial unique index): then undefined. */
export async function insertOnce(db: Executor, values: typeof refundRequests.$inferInsert) {
  const [row] = await db.insert(refundRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/** Pending first, then oldest first; 200 at most. */
export function listAll(db: Executor) {
  return db
    .select()
    .from(refundRequests)
    .orderBy(sql`case when ${refundRequests.status} = 'requested' then 0 else 1 end`, asc(refundRequests.createdAt))
    .limit(200);
}

/** Operations' decision, only on a request still open (one operator wins). */
export async function decide(
  db: Executor,
  id: string,
  values: { status: 'approved' | 'refused'; decidedBy: string; decisionReason?: string },
) {
  const [row] = await db
    .update(refundRequests)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'requested')))
    .returning();
  return row;
}

/** An approval whose money did not move: the request is open again. */
export async function reopen(db: Executor, id: string) {
  await db
    .update(refundRequests)
    .set({ status: 'requested', decidedBy: null, decidedAt: null })
    .where(eq(refundRequests.id, id));
}

export async function audit(db: Executor, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}
