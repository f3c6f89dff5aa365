import type { PurchaseKind } from '@nutritest/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, paymentInstruments, saleEvents } from '../../db/schema';

export interface SaleRow {
  kind: PurchaseKind;
  id: string;
  name: string;
  email: string;
  rut: string | null;
}

/**
 * Sales, newest first, for one buyer ('Mis compras', 500 at most) or for operations' search (50): a
 * person, e-mail, RUT, order id or number, or receipt number. A guest's order names its buyer as
 * given; an account's order the company (its business name), else the person, else the e-mail.
 */
export async function findSales(db: Executor, filter: { accountId: string } | { q: string }): Promise<SaleRow[]> {
  const where =
    'accountId' in filter
      ? sql`s.account_id = ${filter.accountId}`
      : filter.q.trim() === ''
        ? sql`true`
        : (() => {
            const like = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
            return sql`(s.email ilike ${like} or s.name ilike ${like} or s.rut ilike ${like} or s.id::text ilike ${like}
              or s.ref ilike ${like} or exists (select 1 from invoices i where i.sale_id = s.id and i.number is not null
              and (i.series || '-' || lpad(i.number::text, 7, '0')) ilike ${like}))`;
          })();
  const result = await db.execute(sql`
    with sales as (
      select o.kind, o.id, o.account_id, o.created_at,
        coalesce(o.buyer_email, a.email) as email,
        coalesce(o.buyer_name, nullif(b.business_name, ''), b.name,
          nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), a.email) as name,
        case when o.buyer_name is null then b.rut end as rut, o.invoice_id as ref
      from orders o left join accounts a on a.id = o.account_id
        left join profiles p on p.account_id = a.id left join businesses b on b.account_id = a.id
    )
    select s.kind, s.id, s.name, s.email, s.rut from sales s where ${where}
    order by s.created_at desc limit ${'accountId' in filter ? 500 : 50}`);
  return (result as unknown as { rows: SaleRow[] }).rows;
}

export function invoicesOf(db: Executor, saleIds: string[]) {
  return db.select().from(invoices).where(inArray(invoices.saleId, saleIds)).orderBy(asc(invoices.createdAt));
}

export function historyOf(db: Executor, saleIds: string[]) {
  return db.select().from(saleEvents).where(inArray(saleEvents.saleId, saleIds)).orderBy(asc(saleEvents.id));
}

export function instrumentsById(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as Array<typeof paymentInstruments.$inferSelect>);
  return db.select().from(paymentInstruments).where(inArray(paymentInstruments.id, ids));
}
