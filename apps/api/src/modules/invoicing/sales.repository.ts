import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, businesses, consultationPurchases, orderLines, orders, profiles } from '../../db/schema';

/** What a receipt needs of an account: its e-mail, the person's name, the company's tax details. */
export async function accountParty(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      email: accounts.email,
      role: accounts.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: businesses.name,
      businessName: businesses.businessName,
      rut: businesses.rut,
      address: businesses.address,
      city: businesses.city,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** A sale (one orders row) and its lines in their order. */
export async function saleWithLines(db: Executor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return { order, lines };
}

/** A consultation sale: the package bought, for whom, its amount and where the receipt goes. */
export async function consultationSale(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      type: consultationPurchases.type,
      sessions: consultationPurchases.sessions,
      name: consultationPurchases.name,
      lastName: consultationPurchases.lastName,
      amountCents: orders.totalCents,
      email: orders.buyerEmail,
    })
    .from(orders)
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return row;
}
