import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  addresses,
  analyses,
  analysisEvents,
  auditLog,
  distributions,
  kitDistributions,
  profiles,
  slotBookings,
} from '../../db/schema';

export async function findLatestAnalysis(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(analyses)
    .where(eq(analyses.accountId, accountId))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

export async function findAnalysis(db: Executor, id: string) {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id));
  return row;
}

/**
 * The kits of one purchase, in order (issue 36, N4): the kit the order paid for, then each free
 * replacement of it. The last one is the live kit; a refund and operations read it, not the first.
 */
export async function kitChainOfOrder(db: Executor, orderId: string) {
  const [first] = await db.select().from(analyses).where(eq(analyses.orderId, orderId));
  if (!first) return [];
  const chain = [first];
  // A replacement replaces one kit; a few steps at most (the loop's bound only guards bad data).
  for (let i = 0; i < 20; i++) {
    const [next] = await db
      .select()
      .from(analyses)
      .where(eq(analyses.replacesId, chain.at(-1)!.id));
    if (!next) break;
    chain.push(next);
  }
  return chain;
}

/** How many kits before this one were replaced because they never arrived. */
export async function lostKitsBefore(
  db: Executor,
  analysis: { replacesId: string | null; replacementReason: string | null },
) {
  let count = 0;
  let current: { replacesId: string | null; replacementReason: string | null } | undefined = analysis;
  for (let i = 0; i < 20 && current?.replacesId; i++) {
    if (current.replacementReason === 'lost') count++;
    current = await findAnalysis(db, current.replacesId);
  }
  return count;
}

/** Marks a kit's "never arrived" for operations' review, once; false when it already was. */
export async function requestLostReview(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(analyses)
    .set({ lostReviewRequestedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(analyses.id, id), isNull(analyses.lostReviewRequestedAt)))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

export async function findAnalysisByReference(db: Executor, referenceId: string) {
  const [row] = await db.select().from(analyses).where(eq(analyses.referenceId, referenceId));
  return row;
}

export async function insertAnalysis(tx: Executor, values: typeof analyses.$inferInsert) {
  const [row] = await tx.insert(analyses).values(values).returning();
  return row!;
}

/** Moves the status only from the expected one (no lost update between two operators). */
export async function updateAnalysisStatus(tx: Executor, id: string, from: number, to: number) {
  const [row] = await tx
    .update(analyses)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(analyses.id, id), eq(analyses.status, from)))
    .returning();
  return row;
}

export async function insertEvent(tx: Executor, analysisId: string, status: number, actorId: string | null) {
  await tx.insert(analysisEvents).values({ analysisId, status, actorId });
}

export function listEvents(db: Executor, analysisId: string) {
  return db
    .select()
    .from(analysisEvents)
    .where(eq(analysisEvents.analysisId, analysisId))
    .orderBy(asc(analysisEvents.at));
}

export async function insertAddress(tx: Executor, values: typeof addresses.$inferInsert) {
  const [row] = await tx.insert(addresses).values(values).returning();
  return row!;
}

export async function insertDistribution(tx: Executor, values: typeof distributions.$inferInsert) {
  const [row] = await tx.insert(distributions).values(values).returning();
  return row!;
}

/** Distributions of an analysis with their address and live legs. */
export async function listDistributions(db: Executor, analysisId: string) {
  const rows = await db
    .select({ distribution: distributions, address: addresses })
    .from(distributions)
    .innerJoin(addresses, eq(addresses.id, distributions.addressId))
    .where(eq(distributions.analysisId, analysisId))
    .orderBy(asc(distributions.createdAt));
  const legs = rows.length
    ? await db
        .select()
        .from(kitDistributions)
        .where(
          and(
            inArray(
              kitDistributions.distributionId,
              rows.map((r) => r.distribution.id),
            ),
            ne(kitDistributions.status, 'cancelled'),
          ),
        )
        .orderBy(asc(kitDistributions.type))
    : [];
  return rows.map((r) => ({ ...r, legs: legs.filter((l) => l.distributionId === r.distribution.id) }));
}

export async function findDistributionFor(db: Executor, distributionId: string, accountId: string) {
  const [row] = await db
    .select({ distribution: distributions, address: addresses })
    .from(distributions)
    .innerJoin(addresses, eq(addresses.id, distributions.addressId))
    .where(and(eq(distributions.id, distributionId), eq(distributions.accountId, accountId)));
  return row;
}

export async function findLiveLeg(tx: Executor, analysisId: string, type: number) {
  const [row] = await tx
    .select()
    .from(kitDistributions)
    .where(
      and(
        eq(kitDistributions.analysisId, analysisId),
        eq(kitDistributions.type, type),
        ne(kitDistributions.status, 'cancelled'),
      ),
    )
    .for('update');
  return row;
}

export async function cancelLeg(tx: Executor, id: string) {
  await tx
    .update(kitDistributions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(eq(kitDistributions.id, id));
}

export async function insertLeg(tx: Executor, values: typeof kitDistributions.$inferInsert) {
  const [row] = await tx.insert(kitDistributions).values(values).returning();
  return row!;
}

export async function findLeg(db: Executor, id: string) {
  const [row] = await db.select().from(kitDistributions).where(eq(kitDistributions.id, id));
  return row;
}

export async function updateLeg(tx: Executor, id: string, values: Partial<typeof kitDistributions.$inferInsert>) {
  const [row] = await tx
    .update(kitDistributions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(kitDistributions.id, id))
    .returning();
  return row;
}

export async function markLegsDone(tx: Executor, analysisId: string, type: number) {
  await tx
    .update(kitDistributions)
    .set({ status: 'done', updatedAt: new Date() })
    .where(
      and(
        eq(kitDistributions.analysisId, analysisId),
        eq(kitDistributions.type, type),
        inArray(kitDistributions.status, ['scheduled', 'to_arrange']),
      ),
    );
}

/** Books one place in a slot; false when the slot is full. One atomic statement. */
export async function bookSlot(tx: Executor, date: string, schedule: number, defaultCapacity: number) {
  const rows = await tx
    .insert(slotBookings)
    .values({ date, schedule, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.date, slotBookings.schedule],
      set: { booked: sql`${slotBookings.booked} + 1` },
      setWhere: sql`${slotBookings.booked} < coalesce(${slotBookings.capacity}, ${defaultCapacity})`,
    })
    .returning();
  return rows.length > 0;
}

export async function releaseSlot(tx: Executor, date: string, schedule: number) {
  await tx
    .update(slotBookings)
    .set({ booked: sql`greatest(${slotBookings.booked} - 1, 0)` })
    .where(and(eq(slotBookings.date, date), eq(slotBookings.schedule, schedule)));
}

export function listSlotBookings(db: Executor, from: string, to: string) {
  return db
    .select()
    .from(slotBookings)
    .where(and(sql`${slotBookings.date} >= ${from}`, sql`${slotBookings.date} <= ${to}`));
}

export async function findCustomerContact(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      email: accounts.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
    })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

export async function insertAudit(tx: Executor, values: typeof auditLog.$inferInsert) {
  await tx.insert(auditLog).values(values);
}
