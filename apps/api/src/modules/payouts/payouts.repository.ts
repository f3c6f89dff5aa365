import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, bankAccounts, commissions, ledgerEntries, payoutStatements, profiles } from '../../db/schema';

/** The Montevideo month of a commission in SQL (UTC−3 all year since 2015). */
const monthOf = sql`to_char(timezone('UTC', ${commissions.createdAt}) - interval '3 hours', 'YYYY-MM')`;

/**
 * Closes every month before `monthStart`: a statement per nutritionist, month and currency with a
 * positive balance (commissions are in what their kit was paid in: dollars, or pesos where the card
 * account charges pesos), then claims the month's unclaimed commissions. Safe from several processes at
 * once (the unique (nutritionist, month, currency) index and `statement_id is null`).
 */
export async function closeMonthsBefore(tx: Executor, monthStart: Date) {
  await tx.execute(sql`
    insert into payout_statements (nutritionist_id, month, currency)
    select ${commissions.nutritionistId}, ${monthOf}, ${commissions.currency}
    from ${commissions}
    where ${commissions.status} = 'accrued' and ${commissions.statementId} is null and ${commissions.createdAt} < ${monthStart}
    group by 1, 2, 3
    having sum(${commissions.amountCents}) > 0
    on conflict (nutritionist_id, month, currency) do nothing`);
  await tx.execute(sql`
    update ${commissions} set statement_id = s.id
    from ${payoutStatements} s
    where ${commissions.statementId} is null and ${commissions.status} = 'accrued'
      and ${commissions.createdAt} < ${monthStart}
      and s.nutritionist_id = ${commissions.nutritionistId}
      and s.month = ${monthOf}
      and s.currency = ${commissions.currency}
      and s.status = 'pending'`);
}

/** Statements with their live totals (reversed lines count 0) and line counts. */
export async function listStatements(db: Executor, filter: { nutritionistId?: string; status?: 'pending' | 'paid' }) {
  const conditions = [];
  if (filter.nutritionistId) conditions.push(eq(payoutStatements.nutritionistId, filter.nutritionistId));
  if (filter.status) conditions.push(eq(payoutStatements.status, filter.status));
  return db
    .select({
      statement: payoutStatements,
      liveCents: sql<number>`coalesce(sum(case when ${commissions.status} <> 'reversed' then ${commissions.amountCents} else 0 end), 0)::int`,
      lines: sql<number>`count(${commissions.id})::int`,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: accounts.email,
    })
    .from(payoutStatements)
    .innerJoin(accounts, eq(accounts.id, payoutStatements.nutritionistId))
    .leftJoin(profiles, eq(profiles.accountId, payoutStatements.nutritionistId))
    .leftJoin(commissions, eq(commissions.statementId, payoutStatements.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(payoutStatements.id, profiles.firstName, profiles.lastName, accounts.email)
    .orderBy(desc(payoutStatements.month))
    .limit(1000);
}

export async function findStatement(db: Executor, id: string, lock = false) {
  const query = db.select().from(payoutStatements).where(eq(payoutStatements.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listLines(db: Executor, statementId: string) {
  return db
    .select({
      createdAt: commissions.createdAt,
      amountCents: commissions.amountCents,
      status: commissions.status,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(commissions)
    .leftJoin(profiles, eq(profiles.accountId, commissions.buyerId))
    .where(eq(commissions.statementId, statementId))
    .orderBy(commissions.createdAt);
}

export async function findPayee(db: Executor, nutritionistId: string) {
  const [row] = await db
    .select({ email: accounts.email, firstName: profiles.firstName, lastName: profiles.lastName, bank: bankAccounts })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(bankAccounts, eq(bankAccounts.accountId, accounts.id))
    .where(eq(accounts.id, nutritionistId));
  return row;
}

export async function payoutMethods(db: Executor, nutritionistIds: string[]) {
  if (nutritionistIds.length === 0) return new Map<string, typeof bankAccounts.$inferSelect>();
  const rows = await db.select().from(bankAccounts).where(inArray(bankAccounts.accountId, nutritionistIds));
  return new Map(rows.map((r) => [r.accountId, r]));
}

export async function markPaid(
  tx: Executor,
  id: string,
  values: { paidCents: number; paidBy: string; reference: string; nutritionistId: string; currency: 'USD' | 'UYU' },
) {
  await tx
    .update(commissions)
    .set({ status: 'paid' })
    .where(and(eq(commissions.statementId, id), ne(commissions.status, 'reversed')));
  const [row] = await tx
    .update(payoutStatements)
    .set({
      status: 'paid',
      paidCents: values.paidCents,
      paidAt: new Date(),
      paidBy: values.paidBy,
      reference: values.reference,
    })
    .where(eq(payoutStatements.id, id))
    .returning();
  await tx.insert(ledgerEntries).values({
    kind: 'payout',
    accountId: values.nutritionistId,
    amountCents: values.paidCents,
    currency: values.currency,
    reference: values.reference,
  });
  return row!;
}
