import { montevideoDate, orderDeadline } from '@nutritest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { orderMeals } from '../../../test/meal-order';
import { buildMercadoPagoTestApp, mercadoPagoWebhook } from '../../../test/mercadopago-app';
import { ledgerEntries, orderLines, outboxEmails, sandboxPayments, sandboxPreferences } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';
import { isoWithOffset } from '../../platform/payments/mercadopago/sdk';
import { createSandboxProvider, SANDBOX_EXPIRED_TEXT } from '../../platform/payments/sandbox/sandbox-provider';

/**
 * Issue 20: a meals order is payable only while all its delivery days are open. The provider's page
 * closes at the earliest deadline; a payment that still arrives after it (paid on the page before,
 * confirmed later) is refunded automatically, the order is cancelled and the buyer told, once.
 *
 * A payment "arriving late" is made by moving the order's first delivery day to today in the
 * database after the order and its preference exist (today's deadline has always passed), the way
 * the consultations tests move a hold's expiry: the server's clock is the real one.
 */
const LATE_SUBJECT = 'Tu pago llegó después del cierre de pedidos: te lo devolvimos';
const CONFIRMATION = 'Confirmamos tu pedido de platos semanales';

type Order = { orderId: string; accessKey: string; totalCents: number };

const placeOrder = (t: TestApp, email: string): Promise<Order> =>
  orderMeals(t.app, {
    buyer: { name: 'Ana', email },
    days: [
      { offset: 1, quantity: 1 },
      { offset: 3, quantity: 2, meal: 1 },
    ],
  });

const tuesdayOf = (t: TestApp, orderId: string) =>
  t.app.database.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'meal')))
    .then((items) => items.map((i) => i.serviceDate!).sort()[0]!);

/** The kitchen has closed orders for the order's first day: it is today now. */
async function closeFirstDay(t: TestApp, orderId: string) {
  const first = await tuesdayOf(t, orderId);
  const today = montevideoDate(new Date());
  await t.app.database.db
    .update(orderLines)
    .set({ serviceDate: today })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.serviceDate, first)));
  return today;
}

const preference = (t: TestApp, o: Order) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference',
    payload: { orderId: o.orderId, accessKey: o.accessKey },
  });

const status = async (t: TestApp, o: Order) =>
  (await t.app.inject({ method: 'GET', url: `/v1/order/orders/${o.orderId}?accessKey=${o.accessKey}` })).json();

const mailsTo = async (t: TestApp, email: string) =>
  (await t.app.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).map((m) => m);

const ledgerOf = (t: TestApp, paymentId: string) =>
  t.app.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'unapplied_refund'), eq(ledgerEntries.reference, paymentId)));

describe('meals paid late, sandbox checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoMenu(t.app.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  const sandbox = () =>
    createSandboxProvider({ db: t.app.database.db, publicUrl: t.config.publicUrl, secret: t.config.jwtSecret }).sandbox;
  const webhook = (notification: { headers: Record<string, string>; query: Record<string, string>; body: unknown }) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/payment/webhook?${new URLSearchParams(notification.query)}`,
      headers: notification.headers,
      payload: notification.body as Record<string, unknown>,
    });

  it('the preference expires at the earliest deadline of the order', async () => {
    const o = await placeOrder(t, 'plazo.sandbox@test.uy');
    const res = await preference(t, o);
    expect(res.statusCode).toBe(200);
    const [pref] = await t.app.database.db
      .select()
      .from(sandboxPreferences)
      .where(eq(sandboxPreferences.orderId, o.orderId));
    expect(pref!.expiresAt?.toISOString()).toBe(orderDeadline(await tuesdayOf(t, o.orderId)).toISOString());
  });

  it('on time: paid and confirmed as before', async () => {
    const o = await placeOrder(t, 'a.tiempo@test.uy');
    const path = new URL((await preference(t, o)).json().checkoutUrl).pathname;
    const paid = await t.app.inject({ method: 'POST', url: path, payload: { outcome: 'approved' } });
    expect(paid.statusCode).toBe(200);
    expect(await status(t, o)).toMatchObject({ status: 'paid', refund: null });
    expect((await mailsTo(t, 'a.tiempo@test.uy')).map((m) => m.subject)).toEqual([CONFIRMATION]);
  });

  it('a payment that arrives after the deadline is refunded once: order cancelled, one e-mail, one ledger row', async () => {
    const email = 'tarde.sandbox@test.uy';
    const o = await placeOrder(t, email);
    const pref = (await preference(t, o)).json();
    // Paid on the provider's page while it was open; its notification arrives after the first day closed.
    const pending = await sandbox().pay(pref.id, 'pending');
    const late = await sandbox().pay(pref.id, 'approved');
    const today = await closeFirstDay(t, o.orderId);

    // Out of order, repeated, and the reconciliation job on top: the same outcome.
    for (const n of [late!.notification, pending!.notification, late!.notification])
      expect((await webhook(n)).statusCode).toBe(200);
    await t.app.orders.reconcilePending(0);
    await t.app.meals.expireUnpaid(new Date(Date.now() + 2 * 24 * 3600_000));
    expect((await webhook(late!.notification)).statusCode).toBe(200);

    expect(await status(t, o)).toMatchObject({
      status: 'cancelled',
      paymentId: null,
      refund: { reason: 'late', paymentId: late!.payment.id, closedDays: [today] },
    });
    const [payment] = await t.app.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, late!.payment.id));
    expect(payment!.status).toBe('refunded');
    const entries = await ledgerOf(t, late!.payment.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: o.totalCents, currency: 'UYU' });
    expect(entries[0]!.note).toContain(`Pedido de platos ${o.orderId}: llegó después del cierre de pedidos`);
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.subject)).toEqual([LATE_SUBJECT]);
    expect(mails[0]!.text).toContain(late!.payment.id);
    expect(mails[0]!.text).toContain('cerró los pedidos');
    expect(mails[0]!.text).toContain('Te devolvimos el pago completo');
  });

  it('an order whose first day closed cannot be paid any more', async () => {
    const o = await placeOrder(t, 'cerrado@test.uy');
    await closeFirstDay(t, o.orderId);
    const res = await preference(t, o);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Ya cerramos los pedidos para el \S+ \d\d\/\d\d: este pedido ya no se puede pagar/,
    );
  });

  it('the sandbox page refuses to pay after the preference expired', async () => {
    const o = await placeOrder(t, 'pagina.vencida@test.uy');
    const path = new URL((await preference(t, o)).json().checkoutUrl).pathname;
    await t.app.database.db
      .update(sandboxPreferences)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPreferences.orderId, o.orderId));
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SANDBOX_EXPIRED_TEXT.slice(0, 40));
    expect(page.body).not.toContain('data-outcome="approved"');
    const paid = await t.app.inject({ method: 'POST', url: path, payload: { outcome: 'approved' } });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(SANDBOX_EXPIRED_TEXT);
    expect((await status(t, o)).status).toBe('pending');
  });
});

describe('meals paid late, MercadoPago (local fake)', () => {
  let mp: FakeMercadoPago;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ mp, t, close } = await buildMercadoPagoTestApp());
    await seedDemoMenu(t.app.database.db);
  });
  afterAll(async () => {
    await close?.();
  });
  const webhook = (paymentId: string) => mercadoPagoWebhook(t.app, paymentId);
  const approved = (id: string, o: Order, status = 'approved') =>
    mp.addPayment({
      id,
      status,
      external_reference: o.orderId,
      transaction_amount: o.totalCents / 100,
      currency_id: 'UYU',
    });

  it('the preference expires at the earliest deadline (expires, expiration_date_from/to with offset)', async () => {
    const o = await placeOrder(t, 'plazo.mp@test.uy');
    expect((await preference(t, o)).statusCode).toBe(200);
    const sent = mp.preferences.at(-1)!.request as Record<string, string | boolean>;
    const deadline = orderDeadline(await tuesdayOf(t, o.orderId));
    expect(sent).toMatchObject({ expires: true, expiration_date_to: isoWithOffset(deadline) });
    expect(sent.expiration_date_to).toMatch(/T12:00:00\.000-03:00$/);
    expect(Date.parse(sent.expiration_date_from as string)).toBeLessThanOrEqual(Date.now());
  });

  it('on time: paid as before', async () => {
    const o = await placeOrder(t, 'a.tiempo.mp@test.uy');
    await preference(t, o);
    approved('1320000001', o);
    expect((await webhook('1320000001')).statusCode).toBe(200);
    expect(await status(t, o)).toMatchObject({ status: 'paid', paymentId: '1320000001', refund: null });
    expect(mp.refunds.filter((r) => r.paymentId === '1320000001')).toHaveLength(0);
  });

  it('a late payment is refunded through MercadoPago once, however many notifications arrive', async () => {
    const email = 'tarde.mp@test.uy';
    const o = await placeOrder(t, email);
    await preference(t, o);
    const today = await closeFirstDay(t, o.orderId);
    approved('1320000002', o);
    const answers = await Promise.all([1, 2, 3].map(() => webhook('1320000002')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await webhook('1320000002')).statusCode).toBe(200);
    await t.app.orders.reconcilePending(0);

    expect(await status(t, o)).toMatchObject({
      status: 'cancelled',
      refund: { reason: 'late', paymentId: '1320000002', closedDays: [today] },
    });
    expect(mp.refunds.filter((r) => r.paymentId === '1320000002')).toHaveLength(1);
    expect(await ledgerOf(t, '1320000002')).toHaveLength(1);
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.subject)).toEqual([LATE_SUBJECT]);
  });

  it('a late payment already refunded (a crash after the refund) only closes the order and tells the buyer', async () => {
    const email = 'tarde.reintegrado@test.uy';
    const o = await placeOrder(t, email);
    await preference(t, o);
    await closeFirstDay(t, o.orderId);
    approved('1320000003', o, 'refunded');
    await webhook('1320000003');
    await webhook('1320000003');
    expect(await status(t, o)).toMatchObject({
      status: 'cancelled',
      refund: { reason: 'late', paymentId: '1320000003' },
    });
    expect(mp.refunds.filter((r) => r.paymentId === '1320000003')).toHaveLength(0);
    expect(await ledgerOf(t, '1320000003')).toHaveLength(1);
    expect((await mailsTo(t, email)).map((m) => m.subject)).toEqual([LATE_SUBJECT]);
  });
});
