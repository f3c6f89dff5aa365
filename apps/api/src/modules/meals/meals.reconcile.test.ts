import { randomUUID } from 'node:crypto';
import { addDays, mondayOf, montevideoDate } from '@nutritest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, mealBuyer, type TestApp } from '../../../test/helpers';
import { orders, outboxEmails } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';
import { createSandboxProvider, type SandboxProvider } from '../../platform/payments/sandbox/sandbox-provider';

/**
 * Payment notifications lost, repeated or out of order (sandbox checkout): the reconciliation job
 * asks the gateway about orders left pending; every order ends in the right state with one
 * confirmation e-mail.
 */
let t: TestApp;
let sandbox: SandboxProvider['sandbox'];
type Week = {
  weekId: string;
  weekstart: string;
  mealsList: Array<{ mealId: string; title: string; availableDay: number }>;
};
let open: Week;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
  const weeks: Week[] = (await t.app.inject({ method: 'GET', url: '/v1/meal/MealsByWeek' })).json();
  open = weeks.find((w) => w.weekstart === addDays(mondayOf(montevideoDate(new Date())), 14))!;
  // The same checkout the app uses (same tables, same secret), to record payments without notifying.
  const built = createSandboxProvider({
    db: t.app.database.db,
    publicUrl: t.config.publicUrl,
    secret: t.config.jwtSecret,
  });
  sandbox = built.sandbox;
});
afterAll(async () => {
  await t?.close();
});

async function pendingOrder(email: string) {
  const any = open.mealsList.filter((m) => m.availableDay === 7);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/order/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      orderObject: [
        {
          weekId: open.weekId,
          weekstart: open.weekstart,
          weekend: addDays(open.weekstart, 6),
          days: [
            {
              day: 2,
              date: addDays(open.weekstart, 1),
              meals: [{ mealId: any[0]!.mealId, title: any[0]!.title, quantity: 1 }],
            },
          ],
        },
      ],
      userObject: mealBuyer({ name: 'Ana', email }),
    },
  });
  expect(res.statusCode).toBe(200);
  const order = res.json() as { orderId: string; accessKey: string };
  const pref = await t.app.inject({ method: 'POST', url: '/v1/payment/create_preference', payload: order });
  expect(pref.statusCode).toBe(200);
  return { ...order, preferenceId: pref.json().id as string };
}

const statusOf = async (id: string) => (await t.app.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const confirmations = async (email: string) =>
  (
    await t.app.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, 'Confirmamos tu pedido de platos semanales')),
      )
  ).length;

describe('meal orders whose notification never arrived', () => {
  it('are settled by the reconciliation job from the gateway, once', async () => {
    const paid = await pendingOrder('reconcilia.paga@test.uy');
    const rejected = await pendingOrder('reconcilia.rechazo@test.uy');
    const untouched = await pendingOrder('reconcilia.nada@test.uy');
    const recent = await pendingOrder('reconcilia.reciente@test.uy');
    const approved = await sandbox.pay(paid.preferenceId, 'approved');
    await sandbox.pay(rejected.preferenceId, 'rejected');
    await sandbox.pay(recent.preferenceId, 'approved');
    // Not older than the threshold yet: left for the notification.
    expect(await t.app.orders.reconcilePending(60_000)).toBe(0);
    expect((await statusOf(recent.orderId)).status).toBe('pending');

    expect(await t.app.orders.reconcilePending(0)).toBe(2);
    expect(await statusOf(paid.orderId)).toMatchObject({ status: 'paid', paymentId: approved!.payment.id });
    expect((await statusOf(rejected.orderId)).status).toBe('failed');
    expect((await statusOf(untouched.orderId)).status).toBe('pending');
    // Again, and the late notification after it: nothing changes, one confirmation.
    expect(await t.app.orders.reconcilePending(0)).toBe(0);
    expect(await t.app.orders.onNotification(approved!.notification)).toBe('ignored');
    expect(await confirmations('reconcilia.paga@test.uy')).toBe(1);
    expect(await confirmations('reconcilia.rechazo@test.uy')).toBe(0);
  });

  it('an approved payment after a pending one wins; a pending notification after it changes nothing', async () => {
    const order = await pendingOrder('desorden@test.uy');
    const pending = await sandbox.pay(order.preferenceId, 'pending');
    const approved = await sandbox.pay(order.preferenceId, 'approved');
    expect(await t.app.orders.onNotification(approved!.notification)).toBe('applied');
    expect(await t.app.orders.onNotification(pending!.notification)).toBe('ignored');
    expect(await t.app.orders.onNotification(approved!.notification)).toBe('ignored');
    expect(await statusOf(order.orderId)).toMatchObject({ status: 'paid', paymentId: approved!.payment.id });
    expect(await confirmations('desorden@test.uy')).toBe(1);
  });
});
