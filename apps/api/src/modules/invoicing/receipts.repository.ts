import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';

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
