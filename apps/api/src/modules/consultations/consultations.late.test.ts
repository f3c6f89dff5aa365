import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireSlot, nextMonth, publishWeekdayHours } from '../../../test/consultations';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { buildMercadoPagoTestApp, mercadoPagoWebhook } from '../../../test/mercadopago-app';
import { consultationBookings, ledgerEntries, orders, outboxEmails, sandboxPayments } from '../../db/schema';
import { createSandboxProvider } from '../../platform/payments/sandbox/sandbox-provider';
import { consultationLinks } from './consultation-context';

/**
 * Issue 20: a consultation paid after its slot's hold ran out, when someone else took the slot in
 * the meantime, is refunded automatically (no longer "paid, to be rescheduled"), and the buyer gets
 * one e-mail offering the nutritionist's next free slots; the return page's status says so too.
 * The hold runs out by moving its expiry into the past, like the other consultations tests.
 */
let t: TestApp;
/** The app the helpers below talk to (the sandbox one, or the MercadoPago one in its describe). */
let current: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  current = t;
  await publishWeekdayHours(t);
});
afterAll(async () => {
  await t?.close();
});

const SUBJECT = 'Tu turno ya no estaba libre: te devolvimos el pago';
const db = () => current.app.database.db;
const sandbox = () =>
  createSandboxProvider({ db: db(), publicUrl: current.config.publicUrl, secret: current.config.jwtSecret }).sandbox;
/** The buyer's keyed link, as the hire answer gave it (the same HMAC the service uses). */
const accessKeyOf = (orderId: string) => consultationLinks(current.config).accessKeyOf(orderId);
const status = async (orderId: string) =>
  (
    await current.app.inject({
      method: 'GET',
      url: `/v1/consultations/orders/${orderId}?accessKey=${accessKeyOf(orderId)}`,
    })
  ).json();
const bookingOf = async (orderId: string) =>
  (await db().select().from(consultationBookings).where(eq(consultationBookings.orderId, orderId)))[0]!;
const expireHold = (orderId: string) =>
  db()
    .update(consultationBookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(consultationBookings.orderId, orderId));
const mailsTo = (email: string) => db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
const ledgerOf = (paymentId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'unapplied_refund'), eq(ledgerEntries.reference, paymentId)));

/** A guest hires the next month's slot number `index`: its order id (any gateway). */
async function hire(email: string, index: number) {
  const { slots } = (
    await current.app.inject({
      method: 'GET',
      url: `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${nextMonth()}`,
    })
  ).json() as { slots: Array<{ start: string; nutritionistId: string }> };
  return hireAt(slots[index]!, email);
}

async function hireAt(slot: { start: string; nutritionistId: string | null }, email: string) {
  const res = await current.app.inject({
    method: 'POST',
    url: '/v1/payment/create_preference_hire_nutritionist',
    payload: {
      orderData: {
        tipoConsulta: 'consultaPuntual',
        user: { name: 'Rocío', lastName: 'Acosta', email, phone: '099123456' },
        slot,
      },
      mrgenToken: null,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { orderId: string };
}

/** Another guest hires exactly the slot of `orderId`'s booking. */
async function takeSlotOf(orderId: string, email: string) {
  const booking = await bookingOf(orderId);
  return hireAt({ start: booking.startsAt.toISOString(), nutritionistId: booking.nutritionistId }, email);
}

const webhook = (notification: { headers: Record<string, string>; query: Record<string, string>; body: unknown }) =>
  current.app.inject({
    method: 'POST',
    url: `/v1/payment/webhook?${new URLSearchParams(notification.query)}`,
    headers: notification.headers,
    payload: notification.body as Record<string, unknown>,
  });

describe('a consultation paid after its hold ran out', () => {
  it('and the slot was taken by someone else: refunded once, one e-mail with the next free slots', async () => {
    const email = 'turno.perdido@test.uy';
    const late = await hireSlot(t, email, 1);
    const lost = await bookingOf(late.orderId);
    await expireHold(late.orderId);
    const other = await takeSlotOf(late.orderId, 'se.lo.llevo@test.uy');

    const paid = await sandbox().pay(late.preferenceId, 'approved');
    // The notification, repeated, and the reconciliation job: one refund, one e-mail, one ledger row.
    for (let i = 0; i < 3; i++) expect((await webhook(paid!.notification)).statusCode).toBe(200);
    await t.app.orders.reconcilePending(0);

    const answer = await status(late.orderId);
    expect(answer).toMatchObject({
      status: 'expired',
      paymentId: null,
      refund: { reason: 'slotTaken', paymentId: paid!.payment.id },
    });
    const offered = answer.refund.nextSlots as Array<{ start: string; nutritionistId: string; url: string }>;
    expect(offered).toHaveLength(3);
    for (const slot of offered) {
      expect(slot.nutritionistId).toBe(lost.nutritionistId);
      expect(slot.start).not.toBe(lost.startsAt.toISOString());
      expect(slot.url).toContain('/consulta-nutricional?tipo=consultaPuntual&turno=');
    }
    // The slot stays with the one who took it.
    expect((await bookingOf(other.orderId)).status).toBe('held');
    expect((await bookingOf(late.orderId)).status).toBe('expired');

    const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, paid!.payment.id));
    expect(payment!.status).toBe('refunded');
    const entries = await ledgerOf(paid!.payment.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.note).toContain(`Consulta ${late.orderId}: llegó después de que venció la reserva`);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([SUBJECT]);
    expect(mails[0]!.text).toContain(paid!.payment.id);
    expect(mails[0]!.text).toContain('Te devolvimos el pago completo');
    for (const slot of offered) expect(mails[0]!.text).toContain(slot.url);
  });

  it('and the slot is still free: paid and confirmed as before', async () => {
    const email = 'turno.libre@test.uy';
    const order = await hireSlot(t, email, 5);
    await expireHold(order.orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(order.preferenceId)}`,
      payload: { outcome: 'approved' },
    });
    expect(res.statusCode).toBe(200);
    expect(await status(order.orderId)).toMatchObject({ status: 'paid', refund: null });
    expect((await bookingOf(order.orderId)).status).toBe('confirmed');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject.startsWith('Tu consulta nutricional'))).toEqual([true]);
  });

  it('on time: paid and confirmed as before', async () => {
    const order = await hireSlot(t, 'a.tiempo.consulta@test.uy', 7);
    const paid = await sandbox().pay(order.preferenceId, 'approved');
    expect((await webhook(paid!.notification)).statusCode).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: paid!.payment.id, refundReason: null });
    expect((await bookingOf(order.orderId)).status).toBe('confirmed');
  });
});

describe('a consultation paid after its hold ran out, MercadoPago (local fake)', () => {
  let mp: FakeMercadoPago;
  let m: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ mp, t: m, close } = await buildMercadoPagoTestApp());
    current = m;
    await publishWeekdayHours(m);
  });
  afterAll(async () => {
    current = t;
    await close?.();
  });
  const notify = (paymentId: string) => mercadoPagoWebhook(m.app, paymentId);

  it('and the slot was taken: refunded through MercadoPago once, one e-mail, one ledger row', async () => {
    const email = 'turno.perdido.mp@test.uy';
    const late = await hire(email, 2);
    await expireHold(late.orderId);
    await takeSlotOf(late.orderId, 'se.lo.llevo.mp@test.uy');
    const [order] = await db().select().from(orders).where(eq(orders.id, late.orderId));
    mp.addPayment({
      id: '1330000001',
      status: 'approved',
      external_reference: late.orderId,
      transaction_amount: order!.totalCents / 100,
      currency_id: 'UYU',
    });
    const answers = await Promise.all([1, 2, 3].map(() => notify('1330000001')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await notify('1330000001')).statusCode).toBe(200);
    await m.app.orders.reconcilePending(0);

    expect(await status(late.orderId)).toMatchObject({
      status: 'expired',
      refund: { reason: 'slotTaken', paymentId: '1330000001' },
    });
    expect(mp.refunds.filter((r) => r.paymentId === '1330000001')).toHaveLength(1);
    expect(await ledgerOf('1330000001')).toHaveLength(1);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([SUBJECT]);
  });

  it('on time: paid as before, nothing refunded', async () => {
    const order = await hire('a.tiempo.mp@test.uy', 4);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    mp.addPayment({
      id: '1330000002',
      status: 'approved',
      external_reference: order.orderId,
      transaction_amount: row!.totalCents / 100,
      currency_id: 'UYU',
    });
    expect((await notify('1330000002')).statusCode).toBe(200);
    expect(await status(order.orderId)).toMatchObject({ status: 'paid', paymentId: '1330000002', refund: null });
    expect(mp.refunds.filter((r) => r.paymentId === '1330000002')).toHaveLength(0);
    expect((await bookingOf(order.orderId)).status).toBe('confirmed');
  });
});
