import { randomUUID } from 'node:crypto';
import { montevideoMonth } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { commissions, ledgerEntries, orders, payoutStatements } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers?: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The middle of last month (Montevideo), for commissions of a closed month. */
function lastMonth() {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 15));
  return { at: d, month: montevideoMonth(d) };
}

/** A customer linked to the nutritionist buys a kit: one 20 % commission (USD 49,80). */
async function patientBuys(nutritionistId: string, firstName: string) {
  const me = await signInAs(t.app, 'Customer', { firstName, lastName: 'Prueba', nutritionistId });
  const token = await addCard(t.app, me.headers);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/analyses',
    headers: { ...me.headers, 'idempotency-key': randomUUID() },
    payload: { instrumentToken: token },
  });
  expect(res.statusCode).toBe(200);
  const [order] = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
  return { me, orderId: order!.id };
}

const backdate = (orderId: string, at: Date) =>
  t.app.database.db.update(commissions).set({ createdAt: at }).where(eq(commissions.orderId, orderId));

describe('monthly payout statements', () => {
  it('closes last month, lists it pending with its lines, downloads as CSV, and operations pay it once', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lía', lastName: 'Mora' });
    await t.app.inject({
      method: 'POST',
      url: '/v1/bankAccounts',
      headers: nutri.headers,
      payload: { paymentType: 1, bank: 'BROU', accountNumber: '001234567', branchOffice: '12', fullName: 'Lía Mora' },
    });
    const { at, month } = lastMonth();
    const a = await patientBuys(nutri.account.id, 'Ana');
    const b = await patientBuys(nutri.account.id, 'Beto');
    const c = await patientBuys(nutri.account.id, 'Carla');
    const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
    await Promise.all([backdate(a.orderId, at), backdate(b.orderId, later(1)), backdate(c.orderId, later(2))]);
    const ops = await signInAs(t.app, 'Operator');
    await patientBuys(nutri.account.id, 'Dora'); // this month: not in a statement yet

    const list = await get('/v1/payouts', nutri.headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([
      expect.objectContaining({
        month,
        status: 'pending',
        totalCents: 14_940,
        currency: 'USD',
        lines: 3,
        paidAt: null,
      }),
    ]);
    const id = list.json()[0].id as string;
    // Carla's kit is refunded after the month closed: her line stays, at 0, and the total drops.
    expect((await post(`/v1/ops/orders/${c.orderId}/refund`, {}, ops.headers)).statusCode).toBe(204);
    expect((await get('/v1/payouts', nutri.headers)).json()).toEqual([
      expect.objectContaining({ id, totalCents: 9_960, lines: 3 }),
    ]);
    // Reading again closes nothing twice.
    expect((await get('/v1/payouts', nutri.headers)).json()).toHaveLength(1);

    const detail = (await get(`/v1/payouts/${id}`, nutri.headers)).json();
    expect(detail.nutritionist).toEqual({
      name: 'Lía Mora',
      email: nutri.email,
      payoutMethod: 'BROU · cuenta ****4567 · sucursal 12',
    });
    expect(detail.lines.map((l: { patient: string; amountCents: number }) => [l.patient, l.amountCents])).toEqual([
      ['Ana Prueba', 4_980],
      ['Beto Prueba', 4_980],
      ['Carla Prueba', 0],
    ]);

    const csv = await get(`/v1/payouts/${id}/csv`, nutri.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="liquidacion-nutritest-${month}.csv"`);
    expect(csv.body.startsWith('\uFEFFLiquidación;')).toBe(true);
    expect(csv.body).toContain('Total (USD);99,60');
    expect(csv.body).toContain(';Ana Prueba;49,80;A pagar');
    expect(csv.body).toContain(';Carla Prueba;0,00;Anulada (reembolso)');

    const pending = (await get('/v1/ops/payouts?status=pending', ops.headers)).json();
    expect(pending.find((p: { id: string }) => p.id === id)).toMatchObject({
      totalCents: 9_960,
      nutritionist: { name: 'Lía Mora', payoutMethod: 'BROU · cuenta ****4567 · sucursal 12' },
    });
    const missingRef = await post(`/v1/ops/payouts/${id}/paid`, { reference: ' ' }, ops.headers);
    expect(missingRef.statusCode).toBe(400);
    expect(missingRef.json().fields.reference).toBe('Ingresá la referencia de la transferencia.');

    const paid = await post(`/v1/ops/payouts/${id}/paid`, { reference: 'TRF-0001' }, ops.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().statement).toMatchObject({ status: 'paid', totalCents: 9_960, reference: 'TRF-0001' });
    expect((await post(`/v1/ops/payouts/${id}/paid`, { reference: 'TRF-0002' }, ops.headers)).statusCode).toBe(409);
    const lines = await t.app.database.db.select().from(commissions).where(eq(commissions.statementId, id));
    expect(lines.map((l) => l.status).sort()).toEqual(['paid', 'paid', 'reversed']);
    const ledger = await t.app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout'));
    expect(ledger).toEqual([
      expect.objectContaining({ amountCents: 9_960, reference: 'TRF-0001', accountId: nutri.account.id }),
    ]);
    const mail = await lastEmailTo(t.app, nutri.email, 'notice');
    expect(mail?.subject).toMatch(/^Pagamos tu liquidación de /);
    expect((await get('/v1/payouts', nutri.headers)).json()[0]).toMatchObject({
      id,
      status: 'paid',
      totalCents: 9_960,
    });
  });

  it('no statement for a month whose every commission was refunded; several processes close a month once', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const ops = await signInAs(t.app, 'Operator');
    const { at } = lastMonth();
    const refunded = await patientBuys(nutri.account.id, 'Eva');
    await backdate(refunded.orderId, at);
    await post(`/v1/ops/orders/${refunded.orderId}/refund`, {}, ops.headers);
    expect((await get('/v1/payouts', nutri.headers)).json()).toEqual([]);

    const other = await signInAs(t.app, 'Nutritionist');
    const kept = await patientBuys(other.account.id, 'Fede');
    await backdate(kept.orderId, at);
    await Promise.all(Array.from({ length: 5 }, () => get('/v1/ops/payouts', ops.headers)));
    const rows = await t.app.database.db
      .select()
      .from(payoutStatements)
      .where(eq(payoutStatements.nutritionistId, other.account.id));
    expect(rows).toHaveLength(1);
  });

  it('belongs to its nutritionist and operations only', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const { at } = lastMonth();
    const sale = await patientBuys(nutri.account.id, 'Gabi');
    await backdate(sale.orderId, at);
    const id = (await get('/v1/payouts', nutri.headers)).json()[0].id as string;
    const stranger = await signInAs(t.app, 'Nutritionist');
    expect((await get(`/v1/payouts/${id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/v1/payouts/${id}/csv`, stranger.headers)).statusCode).toBe(404);
    for (const role of ['Customer', 'Business'] as const) {
      const someone = await signInAs(t.app, role);
      for (const url of ['/v1/payouts', `/v1/payouts/${id}`, `/v1/payouts/${id}/csv`, '/v1/ops/payouts']) {
        expect((await get(url, someone.headers)).statusCode).toBe(403);
      }
      expect((await post(`/v1/ops/payouts/${id}/paid`, { reference: 'x' }, someone.headers)).statusCode).toBe(403);
    }
    expect((await post(`/v1/ops/payouts/${id}/paid`, { reference: 'x' }, nutri.headers)).statusCode).toBe(403);
    expect((await get('/v1/payouts')).statusCode).toBe(401);
    expect((await get(`/v1/payouts/${id}`, (await signInAs(t.app, 'Operator')).headers)).statusCode).toBe(200);
  });
});
