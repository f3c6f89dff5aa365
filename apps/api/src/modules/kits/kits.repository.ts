import { AnalysisStatus } from '@nutritest/domain';
import { and, asc, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, analyses, analysisEvents, commissions, kitPlaceGrants, profiles } from '../../db/schema';

/** The kit's own records: the analysis a paid kit becomes, a company's places, the nutritionist's commission. */

export async function nextAnalysisReference(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`select nextval('analysis_number_seq') as n`);
  const n = Number((result as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
  return `NT-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export async function insertAnalysis(tx: Executor, values: typeof analyses.$inferInsert) {
  const [row] = await tx.insert(analyses).values(values).returning();
  return row!;
}

export async function findAnalysisByOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(analyses).where(eq(analyses.orderId, orderId));
  return row;
}

/**
 * A refunded kit no longer counts as the customer's analysis. The kits of a refunded order go: the one
 * it paid for and every free replacement of it (issue 36, N4: a lost kit's replacement stayed live
 * after its purchase was refunded).
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

/** When the first of these kits (a purchase's kit and its replacements) was delivered (the 30 days of the terms start then), if one was. */
export async function kitDeliveredAt(db: Executor, analysisIds: string[]) {
  if (analysisIds.length === 0) return null;
  const [row] = await db
    .select({ at: min(analysisEvents.at) })
    .from(analysisEvents)
    .where(
      and(inArray(analysisEvents.analysisId, analysisIds), eq(analysisEvents.status, AnalysisStatus.KitDelivered)),
    );
  return row?.at ?? null;
}

export async function grantPlaces(tx: Executor, businessId: string, quantity: number, orderId: string) {
  await tx.insert(kitPlaceGrants).values({ businessId, quantity, source: 'purchase', orderId });
}

/** Places a company gives back (a negative grant); answers its id (to take it back if the money does not move). */
export async function returnPlaces(tx: Executor, businessId: string, places: number) {
  const [grant] = await tx
    .insert(kitPlaceGrants)
    .values({ businessId, quantity: -places, source: 'refund' })
    .returning({ id: kitPlaceGrants.id });
  return grant!.id;
}

export async function deletePlaceGrant(db: Executor, id: string) {
  await db.delete(kitPlaceGrants).where(eq(kitPlaceGrants.id, id));
}

/** Locks the company's account row: its places are counted and taken one request after another. */
export async function lockCompany(tx: Executor, businessId: string) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, businessId)).for('update');
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
      currency: commissions.currency,
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
