import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  analyses,
  businesses,
  employeeUnlinks,
  invitations,
  kitDistributions,
  orders,
  profiles,
} from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

export async function findInviter(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      businessName: businesses.name,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .where(eq(accounts.id, id));
  return row;
}

export async function findPending(db: Executor, inviterId: string, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviterId, inviterId), eq(invitations.email, email), eq(invitations.status, 'pending')));
  return row;
}

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function updateInvitation(db: Executor, id: string, values: Partial<typeof invitations.$inferInsert>) {
  const [row] = await db
    .update(invitations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invitations.id, id))
    .returning();
  return row!;
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

/** The invitation of a token; `lock` holds it until the transaction ends (one acceptance at a time). */
export async function findByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listByInviter(db: Executor, inviterId: string) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.inviterId, inviterId))
    .orderBy(desc(invitations.createdAt))
    .limit(500);
}

/**
 * Locks the company's account row: places are counted and taken one change at a time. The same row
 * the refund of unused places locks (the kits product's refund of places, modules/kits/kits.service.ts), so a registration, an unlink and
 * a refund never count the same place twice.
 */
export async function lockBusiness(tx: Executor, businessId: string) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, businessId)).for('update');
}

// ---------------------------------------------------------------- unlinking an employee (issue 22)

/** The company's employee (a customer carrying its id), or undefined. */
export async function findEmployee(tx: Executor, businessId: string, accountId: string) {
  const [row] = await tx
    .select({ id: accounts.id, email: accounts.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(accounts.businessId, businessId), eq(accounts.role, 'Customer')))
    .limit(1);
  return row;
}

/**
 * The kit a company place paid for (no order of its own), locked: a status change by operations waits
 * for the unlink, and the unlink sees the status operations left.
 */
export async function findPlaceKit(tx: Executor, accountId: string) {
  const [row] = await tx
    .select({ id: analyses.id, status: analyses.status })
    .from(analyses)
    .where(and(eq(analyses.accountId, accountId), isNull(analyses.orderId)))
    .orderBy(desc(analyses.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** The kit's live legs (to know whether it was delivered, and which booked slots to free). */
export function liveLegs(tx: Executor, analysisId: string) {
  return tx
    .select({
      type: kitDistributions.type,
      status: kitDistributions.status,
      date: kitDistributions.date,
      schedule: kitDistributions.schedule,
    })
    .from(kitDistributions)
    .where(and(eq(kitDistributions.analysisId, analysisId), ne(kitDistributions.status, 'cancelled')));
}

/** A kit never sent is cancelled: the analysis goes, with its addresses and legs (cascade). */
export async function deleteAnalysis(tx: Executor, analysisId: string) {
  await tx.delete(analyses).where(eq(analyses.id, analysisId));
}

/**
 * The company's unlinks of the people who accepted its invitations (issue 41 item 7): the latest per
 * person, with whether the place came back.
 */
export async function listUnlinks(db: Executor, businessId: string) {
  const rows = await db
    .select({
      accountId: employeeUnlinks.accountId,
      placeReturned: employeeUnlinks.placeReturned,
      unlinkedAt: employeeUnlinks.unlinkedAt,
    })
    .from(employeeUnlinks)
    .where(eq(employeeUnlinks.businessId, businessId))
    .orderBy(employeeUnlinks.unlinkedAt)
    .limit(5000);
  // Ordered oldest first: the latest unlink of each person wins.
  return new Map(rows.filter((r) => r.accountId !== null).map((r) => [r.accountId!, r]));
}

/** The person is no longer the company's; the row says whether the place went back. */
export async function unlinkEmployee(tx: Executor, businessId: string, accountId: string, placeReturned: boolean) {
  await tx.update(accounts).set({ businessId: null, updatedAt: new Date() }).where(eq(accounts.id, accountId));
  await tx.insert(employeeUnlinks).values({ businessId, accountId, placeReturned });
}

/**
 * Customers linked to a nutritionist (`nutritionistId`) or a company (`businessId`), each with their
 * latest analysis: names, e-mail and kit state only.
 */
export async function listLinked(db: Executor, link: { nutritionistId: string } | { businessId: string }) {
  const where =
    'nutritionistId' in link
      ? eq(accounts.nutritionistId, link.nutritionistId)
      : eq(accounts.businessId, link.businessId);
  const people = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      createdAt: accounts.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(where, eq(accounts.role, 'Customer')))
    .orderBy(profiles.firstName, profiles.lastName)
    .limit(5000);
  if (people.length === 0) return [];
  const rows = await db
    .select({
      accountId: analyses.accountId,
      status: analyses.status,
      referenceId: analyses.referenceId,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(
      inArray(
        analyses.accountId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(desc(analyses.createdAt));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.accountId)) latest.set(row.accountId, row);
  return people.map((p) => ({ ...p, analysis: latest.get(p.id) ?? null }));
}

// ---------------------------------------------------------------- a customer who already had an account (issue 41)

/**
 * The latest pending company invitation addressed to `email` and not expired, with the company's
 * name; `lock` holds it until the transaction ends.
 */
export async function findPendingEmployeeInvitation(db: Executor, email: string, id?: string, lock = false) {
  const query = db
    .select({
      id: invitations.id,
      inviterId: invitations.inviterId,
      expiresAt: invitations.expiresAt,
      company: businesses.name,
      companyFirstName: profiles.firstName,
    })
    .from(invitations)
    .leftJoin(businesses, eq(businesses.accountId, invitations.inviterId))
    .leftJoin(profiles, eq(profiles.accountId, invitations.inviterId))
    .where(
      and(
        eq(invitations.kind, 'employee'),
        eq(invitations.status, 'pending'),
        eq(invitations.email, email.toLowerCase()),
        gt(invitations.expiresAt, new Date()),
        id ? eq(invitations.id, id) : undefined,
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  return row && { ...row, company: row.company || row.companyFirstName || 'Tu empresa' };
}

/**
 * What decides whether a customer can take a company's place instead of paying: her confirmed
 * address, her company, and whether she has a kit or a kit payment under way. Locks her row, so an
 * acceptance and anything else that changes her (a second acceptance) go one at a time.
 */
export async function findCustomerForPlace(tx: Executor, accountId: string, lock = false) {
  const query = tx
    .select({
      id: accounts.id,
      email: accounts.email,
      emailConfirmedAt: accounts.emailConfirmedAt,
      businessId: accounts.businessId,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'Customer')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [kit] = await tx.select({ id: analyses.id }).from(analyses).where(eq(analyses.accountId, accountId)).limit(1);
  // A kit payment the provider has not decided yet, or one being charged right now (a pending order
  // of the last minutes): taking a place meanwhile could give her two kits.
  const [paying] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.kind, 'kit'),
        eq(orders.status, 'pending'),
        or(isNotNull(orders.providerStatus), gt(orders.createdAt, new Date(Date.now() - 10 * 60_000))),
      ),
    )
    .limit(1);
  return { ...row, hasKit: Boolean(kit), isPaying: Boolean(paying) };
}

/** The customer joins the company (its employee from now on). */
export async function setCompany(tx: Executor, accountId: string, businessId: string) {
  await tx.update(accounts).set({ businessId }).where(eq(accounts.id, accountId));
}
