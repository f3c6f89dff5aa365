import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { consultationBookings, consultationOrders, outboxEmails } from '../../db/schema';
import { createSandboxCheckout } from '../../platform/checkout/sandbox-checkout';

/** A consultation paid in the checkout whose notification never arrived: the reconciliation job settles it. */
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

describe('consultation orders whose notification never arrived', () => {
  it('are paid (booking confirmed, one e-mail) or failed from what the gateway says', async () => {
    const sandbox = createSandboxCheckout({
      db: t.app.database.db,
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
    });
    const paid = await hire('reconcilia.consulta@test.uy', 2);
    const rejected = await hire('reconcilia.rechazada@test.uy', 4);
    await sandbox.pay(paid.preferenceId, 'approved');
    await sandbox.pay(rejected.preferenceId, 'rejected');

    expect(await t.app.consultations.reconcilePending(0)).toBe(1);
    expect(await t.app.consultations.reconcilePending(0)).toBe(0);
    const [order] = await t.app.database.db
      .select()
      .from(consultationOrders)
      .where(eq(consultationOrders.id, paid.orderId));
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
    const [failed] = await t.app.database.db
      .select()
      .from(consultationOrders)
      .where(eq(consultationOrders.id, rejected.orderId));
    expect(failed!.status).toBe('failed');
  });
});
