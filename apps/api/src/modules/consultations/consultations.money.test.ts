import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireSlot, publishWeekdayHours } from '../../../test/consultations';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { ledgerEntries, orders, sandboxPayments } from '../../db/schema';

/** Security review, issue 17 (finding 5): a consultation payment that pays nothing is refunded. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await publishWeekdayHours(t);
});
afterAll(async () => {
  await t?.close();
});

const hire = (email: string, index: number) => hireSlot(t, email, index);

describe('consultation payments that pay nothing (finding 5)', () => {
  it('a second approved payment of a paid consultation is refunded, logged on the ledger once', async () => {
    const order = await hire('dos.pagos@test.uy', 3);
    const pay = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${encodeURIComponent(order.preferenceId)}`,
        payload: { outcome: 'approved' },
      });
      expect(res.statusCode).toBe(200);
      return new URL(res.json().redirectUrl).searchParams.get('payment_id')!;
    };
    const first = await pay();
    const second = await pay();
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: first });
    const statusOf = async (id: string) =>
      (await t.app.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!.status;
    expect(await statusOf(first)).toBe('approved');
    expect(await statusOf(second)).toBe('refunded');
    const entries = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'unapplied_refund'), eq(ledgerEntries.reference, second)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.note).toContain(`Consulta ${order.orderId}`);
    // The reconciliation job sees nothing left to do.
    await t.app.orders.reconcilePending(0);
    expect(await statusOf(first)).toBe('approved');
  });
});
