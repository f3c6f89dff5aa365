import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { consultationOrders, ledgerEntries, sandboxPayments } from '../../db/schema';

/** Security review, issue 17 (finding 5): a consultation payment that pays nothing is refunded. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lucía', lastName: 'Fernández' });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/consultations/availability',
    headers: nutri.headers,
    payload: {
      windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
      exceptions: [],
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const nextMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 15)).toISOString().slice(0, 7);
};

async function hire(email: string, index: number) {
  const { slots } = (
    await t.app.inject({
      method: 'GET',
      url: `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${nextMonth()}`,
    })
  ).json() as { slots: Array<{ start: string; nutritionistId: string }> };
  const slot = slots[index]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference_hire_nutritionist',
    payload: {
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Rocío', lastName: 'Acosta', email, phone: '099123456' },
        slot: { start: slot.start, nutritionistId: slot.nutritionistId },
      },
      mrgenToken: null,
    },
  });
  expect(res.statusCode).toBe(200);
  const preferenceId = decodeURIComponent(new URL(res.json().checkoutUrl).pathname.split('/').at(-1)!);
  const [order] = await t.app.database.db
    .select()
    .from(consultationOrders)
    .where(eq(consultationOrders.preferenceId, preferenceId));
  return { orderId: order!.id, preferenceId };
}

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
    const [row] = await t.app.database.db
      .select()
      .from(consultationOrders)
      .where(eq(consultationOrders.id, order.orderId));
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
    await t.app.consultations.reconcilePending(0);
    expect(await statusOf(first)).toBe('approved');
  });
});
