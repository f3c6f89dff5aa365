import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, analyses, businesses, invitations, profiles } from '../../db/schema';

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

/** Locks the company's row: places are counted and taken one registration at a time. */
export async function lockBusiness(tx: Executor, businessId: string) {
  await tx.execute(sql`select account_id from businesses where account_id = ${businessId} for update`);
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
