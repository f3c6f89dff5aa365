import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireSlot, publishWeekdayHours } from '../../../test/consultations';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { consultationBookings, orders, outboxEmails } from '../../db/schema';
import { createSandboxProvider } from '../../platform/payments/sandbox/sandbox-provider';

/** A consultation paid in the checkout whose notification never arrived: the reconciliation job settles it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await publishWeekdayHours(t);
});
afterAll(async () => {
  await t?.close();
});

const hire = (email: string, index: number) => hireSlot(t, email, index);

describe('consultation orders whose notification never arrived', () => {
  it('are paid (booking confirmed, one e-mail) or failed from what the gateway says', async () => {
    const { sandbox } = createSandboxProvider({
      db: t.app.database.db,
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
    });
    const paid = await hire('reconcilia.consulta@test.uy', 2);
    const rejected = await hire('reconcilia.rechazada@test.uy', 4);
    await sandbox.pay(paid.preferenceId, 'approved');
    await sandbox.pay(rejected.preferenceId, 'rejected');

    expect(await t.app.orders.reconcilePending(0)).toBe(1);
    expect(await t.app.orders.reconcilePending(0)).toBe(0);
    const [order] = await t.app.database.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(order!.status).toBe('paid');
    const [booking] = await t.app.database.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.orderId, paid.orderId));
    expect(booking!.status).toBe('confirmed');
    const mails = await t.app.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'reconcilia.consulta@test.uy'));
    expect(mails.filter((m) => m.subject.startsWith('Tu consulta nutricional'))).toHaveLength(1);
    const [failed] = await t.app.database.db.select().from(orders).where(eq(orders.id, rejected.orderId));
    expect(failed!.status).toBe('failed');
  });
});
