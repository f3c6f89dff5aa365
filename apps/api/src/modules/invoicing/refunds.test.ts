import { randomUUID } from 'node:crypto';
import { AnalysisStatus, KIT_REFUND_PENALTY_CENTS } from '@nutritest/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireSlot, publishWeekdayHours } from '../../../test/consultations';
import { dgiErrorsOfEach } from '../../../test/dgi/dgi-cfe-check';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { buyKit } from '../../../test/kit-purchase';
import { orderMeals } from '../../../test/meal-order';
import { accounts, analyses, analysisEvents, auditLog, consultationBookings, invoices, orders } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

let t: TestApp;
let ops: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await signInAs(t.app, 'Operator');
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const db = () => t.app.database.db;
const purchases = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/v1/purchases', headers })).json().purchases as Array<{
    id: string;
    kind: string;
    status: string;
    refundedCents: number;
    invoices: Array<{ cfeType: number; status: string; totalCents: number }>;
    refundQuote: { allowed: boolean; amountCents: number; penaltyCents: number; reason: string | null } | null;
    refundRequest: { id: string; status: string; decisionReason: string | null } | null;
  }>;
const ask = (headers: Headers, kind: string, id: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/purchases/${kind}/${id}/refund-request`,
    headers,
    payload: reason ? { reason } : {},
  });
const decide = (id: string, what: 'approve' | 'refuse', payload?: object) =>
  t.app.inject({ method: 'POST', url: `/v1/ops/refund-requests/${id}/${what}`, headers: ops.headers, payload });

async function customerWithKit() {
  const me = await signInAs(t.app, 'Customer');
  await buyKit(t.app, me.headers);
  await t.app.invoicing.runOnce();
  const [order] = await db().select().from(orders).where(eq(orders.accountId, me.account.id));
  const [analysis] = await db().select().from(analyses).where(eq(analyses.orderId, order!.id));
  return { me, order: order!, analysis: analysis! };
}

describe('a kit, under the terms', () => {
  it('asked before the lab: price minus USD 50, approved, refunded, credit note, kit and logistics gone', async () => {
    const { me, order } = await customerWithKit();
    const [before] = await purchases(me.headers);
    expect(before!.refundQuote).toMatchObject({
      allowed: true,
      amountCents: order.totalCents - KIT_REFUND_PENALTY_CENTS,
      penaltyCents: KIT_REFUND_PENALTY_CENTS,
    });

    const asked = await ask(me.headers, 'kit', order.id, 'Cambié de idea');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().request).toMatchObject({ status: 'requested', customerReason: 'Cambié de idea' });
    expect(await lastEmailTo(t.app, me.email)).toMatchObject({ subject: 'Recibimos tu pedido de devolución' });
    // Asked twice (a double click): one request.
    expect((await ask(me.headers, 'kit', order.id)).statusCode).toBe(409);

    const list = (await t.app.inject({ method: 'GET', url: '/v1/ops/refund-requests', headers: ops.headers })).json();
    const mine = list.requests.find((r: { purchase: { id: string } }) => r.purchase.id === order.id);
    expect(mine).toMatchObject({ status: 'requested', purchase: { buyer: { email: me.email } } });

    const approved = await decide(mine.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(204);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: order.totalCents - KIT_REFUND_PENALTY_CENTS });
    expect(await db().select().from(analyses).where(eq(analyses.orderId, order.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'refund_approved'))),
    ).toHaveLength(1);
    // Approving again moves no more money.
    expect((await decide(mine.id, 'approve')).statusCode).toBe(409);

    await t.app.invoicing.runOnce();
    const [now] = await purchases(me.headers);
    expect(now).toMatchObject({ status: 'refunded', refundRequest: { status: 'approved' }, refundQuote: null });
    expect(now!.invoices).toEqual([
      expect.objectContaining({ cfeType: 101, status: 'issued' }),
      expect.objectContaining({
        cfeType: 102,
        status: 'issued',
        totalCents: order.totalCents - KIT_REFUND_PENALTY_CENTS,
      }),
    ]);
    expect(await lastEmailTo(t.app, me.email, 'invoice')).toMatchObject({
      subject: expect.stringMatching(/^Tu comprobante Nota de crédito de e-Ticket A-\d{7}$/),
    });
  });

  it('after the lab started: no refund, and the reason is said (asked anyway: 409 with it)', async () => {
    const { me, order, analysis } = await customerWithKit();
    await db().update(analyses).set({ status: AnalysisStatus.InLab }).where(eq(analyses.id, analysis.id));
    const [p] = await purchases(me.headers);
    expect(p!.refundQuote).toMatchObject({ allowed: false, reason: expect.stringContaining('laboratorio') });
    const res = await ask(me.headers, 'kit', order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('laboratorio');
  });

  it('more than 15 days after receiving the kit: no refund', async () => {
    const { me, order, analysis } = await customerWithKit();
    await db()
      .insert(analysisEvents)
      .values({
        analysisId: analysis.id,
        status: AnalysisStatus.KitDelivered,
        at: new Date(Date.now() - 16 * 86_400_000),
      });
    const res = await ask(me.headers, 'kit', order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('15 días');
  });

  it('refused with a reason: e-mailed, shown, and the buyer may ask again', async () => {
    const { me, order } = await customerWithKit();
    const { request } = (await ask(me.headers, 'kit', order.id)).json();
    const short = await decide(request.id, 'refuse', { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.reason).toBe('Escribí el motivo (al menos 5 caracteres).');
    expect((await decide(request.id, 'refuse', { reason: 'El kit llegó abierto' })).statusCode).toBe(204);
    expect(await lastEmailTo(t.app, me.email)).toMatchObject({ subject: 'Revisamos tu pedido de devolución' });
    const [p] = await purchases(me.headers);
    expect(p!.refundRequest).toMatchObject({ status: 'refused', decisionReason: 'El kit llegó abierto' });
    expect(p!.refundQuote?.allowed).toBe(true);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('paid');
  });

  it('nobody asks for someone else’s order; nutritionists and operators cannot ask', async () => {
    const { order } = await customerWithKit();
    const other = await signInAs(t.app, 'Customer');
    expect((await ask(other.headers, 'kit', order.id)).statusCode).toBe(404);
    const company = await signInAs(t.app, 'Business');
    expect((await ask(company.headers, 'kit', order.id)).statusCode).toBe(404);
    for (const role of ['Nutritionist', 'Operator'] as const) {
      const s = await signInAs(t.app, role);
      expect((await ask(s.headers, 'kit', order.id)).statusCode).toBe(403);
    }
    expect((await ask({}, 'kit', order.id)).statusCode).toBe(401);
    const customer = await signInAs(t.app, 'Customer');
    for (const what of ['approve', 'refuse'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/ops/refund-requests/${randomUUID()}/${what}`,
        headers: customer.headers,
        payload: { reason: 'cualquier cosa' },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('a company’s kit places', () => {
  it('the unused ones go back at the price paid: out of the company’s places, an e-Factura credit note', async () => {
    const company = await signInAs(t.app, 'Business');
    await buyKit(t.app, company.headers, { analysisAmount: 3 });
    await t.app.invoicing.runOnce();
    const [order] = await db().select().from(orders).where(eq(orders.accountId, company.account.id));
    const available = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/account/kitsavailable', headers: company.headers })).json();
    expect((await purchases(company.headers))[0]!.refundQuote).toMatchObject({
      allowed: true,
      amountCents: order!.totalCents,
      penaltyCents: 0,
    });

    // An employee takes one place: two are left to give back.
    const employee = await signInAs(t.app, 'Customer');
    await db().update(accounts).set({ businessId: company.account.id }).where(eq(accounts.id, employee.account.id));
    expect(await available()).toBe(2);
    const two = Math.round((order!.totalCents * 2) / 3);
    expect((await purchases(company.headers))[0]!.refundQuote).toMatchObject({ allowed: true, amountCents: two });

    const { request } = (await ask(company.headers, 'kit_places', order!.id)).json();
    expect((await decide(request.id, 'approve')).statusCode).toBe(204);
    expect(await available()).toBe(0);
    const [after] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ status: 'paid', refundedCents: two });
    await t.app.invoicing.runOnce();
    const credit = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.saleId, order!.id), eq(invoices.purpose, 'refund')));
    expect(credit).toEqual([expect.objectContaining({ cfeType: 112, totalCents: two, status: 'issued' })]);
    // The place in use stays: nothing left to give back.
    const [p] = await purchases(company.headers);
    expect(p).toMatchObject({ status: 'partially_refunded', refundQuote: { allowed: false } });
    expect((await ask(company.headers, 'kit_places', order!.id)).statusCode).toBe(409);
  });

  it('two operators approving at once: the money and the places move once', async () => {
    const company = await signInAs(t.app, 'Business');
    await buyKit(t.app, company.headers, { analysisAmount: 2 });
    const [order] = await db().select().from(orders).where(eq(orders.accountId, company.account.id));
    const { request } = (await ask(company.headers, 'kit_places', order!.id)).json();
    const answers = await Promise.all([decide(request.id, 'approve'), decide(request.id, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const [after] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: order!.totalCents });
    const available = await t.app.inject({ method: 'GET', url: '/v1/account/kitsavailable', headers: company.headers });
    expect(available.json()).toBe(0);
  });

  it('a place used between the request and the approval: refused by the server, nothing moved', async () => {
    const company = await signInAs(t.app, 'Business');
    await buyKit(t.app, company.headers, { analysisAmount: 1 });
    const [order] = await db().select().from(orders).where(eq(orders.accountId, company.account.id));
    const { request } = (await ask(company.headers, 'kit_places', order!.id)).json();
    const employee = await signInAs(t.app, 'Customer');
    await db().update(accounts).set({ businessId: company.account.id }).where(eq(accounts.id, employee.account.id));
    const res = await decide(request.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('se usaron cupos');
    expect((await db().select().from(orders).where(eq(orders.id, order!.id)))[0]!.refundedCents).toBe(0);
    // The request is still there for operations to refuse (or approve once places are free again).
    const [p] = await purchases(company.headers);
    expect(p!.refundRequest).toMatchObject({ status: 'requested' });
  });
});

describe('meals and consultations, under their own rules', () => {
  it('weekly meals before the ordering deadline: all of it back, the order cancelled, a credit note in pesos', async () => {
    await seedDemoMenu(db());
    const me = await signInAs(t.app, 'Customer');
    const order = await orderMeals(t.app, { days: [{ offset: 1, quantity: 2 }] });
    await db().update(orders).set({ accountId: me.account.id }).where(eq(orders.id, order.orderId));
    const pref = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/create_preference',
      payload: { orderId: order.orderId, accessKey: order.accessKey },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(pref.json().checkoutUrl).pathname,
      payload: { outcome: 'approved' },
    });
    expect(paid.statusCode).toBe(200);
    await t.app.invoicing.runOnce();
    const [p] = await purchases(me.headers);
    expect(p).toMatchObject({
      kind: 'meals',
      refundQuote: { allowed: true, amountCents: order.totalCents, penaltyCents: 0 },
    });
    const { request } = (await ask(me.headers, 'meals', order.orderId)).json();
    expect((await decide(request.id, 'approve')).statusCode).toBe(204);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents });
    await t.app.invoicing.runOnce();
    const credit = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.saleId, order.orderId), eq(invoices.purpose, 'refund')));
    expect(credit).toEqual([
      expect.objectContaining({ cfeType: 102, currency: 'UYU', totalCents: order.totalCents, status: 'issued' }),
    ]);
    const [now] = await purchases(me.headers);
    expect(now).toMatchObject({ status: 'refunded', refundedCents: order.totalCents });
  });

  it('a consultation more than 24 h ahead: refunded in full, its slot free again', async () => {
    await publishWeekdayHours(t);
    const me = await signInAs(t.app, 'Customer');
    const hired = await hireSlot(t, me.email, 3);
    await db().update(orders).set({ accountId: me.account.id }).where(eq(orders.id, hired.orderId));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${encodeURIComponent(hired.preferenceId)}`,
      payload: { outcome: 'approved' },
    });
    expect(paid.statusCode).toBe(200);
    const p = (await purchases(me.headers)).find((x) => x.id === hired.orderId)!;
    expect(p.refundQuote).toMatchObject({ allowed: true, penaltyCents: 0 });
    const { request } = (await ask(me.headers, 'consultation', hired.orderId)).json();
    expect((await decide(request.id, 'approve')).statusCode).toBe(204);
    const [order] = await db().select().from(orders).where(eq(orders.id, hired.orderId));
    expect(order).toMatchObject({ status: 'cancelled', refundedCents: order!.totalCents });
    const bookings = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.orderId, hired.orderId))
      .orderBy(asc(consultationBookings.startsAt));
    expect(bookings.every((b) => b.status === 'cancelled')).toBe(true);
  });
});

describe('DGI', () => {
  it('every receipt and credit note issued above passes DGI’s XSD 1.44.1 and its rules', async () => {
    await t.app.invoicing.runOnce();
    const issued = await db().select().from(invoices).where(eq(invoices.status, 'issued'));
    expect(new Set(issued.map((i) => i.cfeType))).toEqual(new Set([101, 102, 111, 112]));
    const errors = await dgiErrorsOfEach(
      Object.fromEntries(issued.map((r) => [`${r.cfeType} ${r.series}-${r.number}`, r.xml!])),
    );
    expect(Object.entries(errors).filter(([, e]) => e.length > 0)).toEqual([]);
  });
});
