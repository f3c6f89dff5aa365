import { randomUUID } from 'node:crypto';
import { AnalysisStatus, montevideoDate } from '@nutritest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buildTestApp, lastEmailTo, signInAs, type TestApp, testCards } from '../../../test/helpers';
import { insertKitOrder } from '../../../test/kit-order';
import { charges, coupons, ledgerEntries, orders, sandboxCharges } from '../../db/schema';
import { createAnalysis } from '../../db/seed/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const buy = (headers: Headers, payload: Record<string, unknown>, key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/v1/analyses', headers: { ...headers, 'idempotency-key': key }, payload });

async function createCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.app.database.db.insert(coupons).values({ kind: 'percent', value: 10, ...values });
}

describe('the sandbox card page', () => {
  it('serves the card form in a frame-able page for a live session', async () => {
    const me = await signInAs(t.app, 'Customer');
    const url = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers: me.headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    expect(url.body).toMatch(/^\/sandbox\/card\?session=[\w-]{32}$/);
    const page = await t.app.inject({ method: 'GET', url: url.body });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Agregá tu tarjeta');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${t.config.publicUrl}`);
  });

  it('refuses redirect origins other than the app or the calling page', async () => {
    const me = await signInAs(t.app, 'Customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers: me.headers,
      payload: { redirectOrigin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses another site's origin even when that site sends the request itself (issue 36, N5)", async () => {
    // An attacker's page opens a card session for the attacker's own account with its own Origin, to
    // frame the genuine card form and receive its messages: only the configured public origin may.
    const attacker = await signInAs(t.app, 'Customer');
    for (const url of ['/v1/instruments', '/v1/instruments/any-token/authorize']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...attacker.headers, origin: 'https://evil.example' },
        payload: { redirectOrigin: 'https://evil.example' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields).toEqual({ redirectOrigin: 'El origen no está permitido.' });
    }
  });

  it('checks Luhn, brand, expiry, CVV and holder, and stores only token and mask', async () => {
    const me = await signInAs(t.app, 'Customer');
    const url = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers: me.headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const session = new URL(url.body, 'http://x').searchParams.get('session');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox/card',
      payload: { session, number: '4509 9535 6623 3705', holderName: 'A', expiry: '01/20', cvv: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['cvv', 'expiry', 'holderName', 'number']);
    const amex = await t.app.inject({
      method: 'POST',
      url: '/sandbox/card',
      payload: { session, number: '3782 822463 10005', holderName: 'Ana Pérez', expiry: '12/39', cvv: '123' },
    });
    expect(amex.json().fields).toEqual({ number: 'Aceptamos tarjetas Visa, Mastercard y OCA.' });

    await addCard(t.app, me.headers, '5898 9200 0000 0003');
    const list = await t.app.inject({ method: 'GET', url: '/v1/instruments', headers: me.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: '•••• 0003',
        brand: 'oca',
        issuerImageUrl: '/sandbox/brands/oca.svg',
        expiry: '12/39',
      }),
    ]);
    expect(list.body).not.toContain('5898920000000003');
  });

  it('uses a card session once', async () => {
    const me = await signInAs(t.app, 'Customer');
    const url = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers: me.headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const session = new URL(url.body, 'http://x').searchParams.get('session');
    const card = { session, number: testCards.approved, holderName: 'Ana Pérez', expiry: '12/39', cvv: '123' };
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/card', payload: card })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/card', payload: card })).statusCode).toBe(400);
  });

  it('removes a card, only your own', async () => {
    const me = await signInAs(t.app, 'Customer');
    const other = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const steal = await t.app.inject({ method: 'DELETE', url: `/v1/instruments/${token}`, headers: other.headers });
    expect(steal.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/instruments/${token}`, headers: me.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/instruments', headers: me.headers })).json()).toEqual([]);
  });
});

describe('POST /v1/analyses', () => {
  it('charges the approved card, creates the analysis and e-mails a receipt', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const res = await buy(me.headers, { analysisAmount: 1, instrumentToken: token, installments: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: AnalysisStatus.Paid,
      order: {
        analyses: 1,
        quantity: 1,
        transaction: { amount: 24_900, installments: 3, discount: 0, card: 'Visa •••• 3704', status: 'approved' },
      },
    });
    expect(body.referenceId).toMatch(/^NT-\d{4}-\d{6}$/);
    expect(body.order.invoiceId).toMatch(/^F-\d{4}-\d{6}$/);
    const account = (await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).json();
    expect(account.profile.analysis).toMatchObject({ id: body.id, status: AnalysisStatus.Paid });
    const receipt = await lastEmailTo(t.app, me.email, 'receipt');
    expect(receipt?.text).toContain(`Número de pedido: ${body.order.invoiceId}`);
    // One name per document: the order is the "pedido", never a "Factura" or a "Recibo" (issue 38).
    expect(receipt?.subject).toBe(`Confirmación de tu pedido ${body.order.invoiceId}`);
    expect(`${receipt?.subject} ${receipt?.text}`).not.toMatch(/(?<!e-)\bFactura\b|\bRecibo\b/);
    expect(receipt?.text).toContain('3 cuotas de USD 83');
    expect(receipt?.text).toContain('Visa •••• 3704');
  });

  it('declined and error cards leave no paid order and allow a retry with another card', async () => {
    const me = await signInAs(t.app, 'Customer');
    for (const number of [testCards.declined, testCards.error]) {
      const token = await addCard(t.app, me.headers, number);
      const res = await buy(me.headers, { instrumentToken: token, installments: 1 });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ error: 'PAYMENT_FAILED', message: 'Error al realizar el pago' });
    }
    const rows = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed']);
    const good = await addCard(t.app, me.headers);
    expect((await buy(me.headers, { instrumentToken: good })).statusCode).toBe(200);
  });

  it('20 concurrent identical requests create one order and one charge', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buy(me.headers, { instrumentToken: token, installments: 6 }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const mine = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
    expect(mine).toHaveLength(1);
    expect(await t.app.database.db.select().from(charges).where(eq(charges.orderId, mine[0]!.id))).toHaveLength(1);
    expect(
      await t.app.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, mine[0]!.id)),
    ).toHaveLength(1);
  });

  it('a second kit with another key (another tab) is refused without charging', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    expect((await buy(me.headers, { instrumentToken: token })).statusCode).toBe(200);
    const again = await buy(me.headers, { instrumentToken: token });
    expect(again.statusCode).toBe(409);
    expect(await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id))).toHaveLength(1);
  });

  it('a single-use coupon raced by 20 requests is used once', async () => {
    await createCoupon({ code: 'UNAVEZ', kind: 'percent', value: 50, maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signInAs(t.app, 'Customer')));
    const tokens = await Promise.all(buyers.map((b) => addCard(t.app, b.headers)));
    const results = await Promise.all(
      buyers.map((b, i) => buy(b.headers, { instrumentToken: tokens[i], coupon: 'unavez' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
    const [coupon] = await t.app.database.db.select().from(coupons).where(eq(coupons.code, 'UNAVEZ'));
    expect(coupon!.usesCount).toBe(1);
  });

  it('a full coupon brings the price to 0 and skips the card', async () => {
    await createCoupon({ code: 'GRATIS', kind: 'percent', value: 100 });
    const me = await signInAs(t.app, 'Customer');
    const check = await t.app.inject({
      method: 'POST',
      url: '/v1/coupon/checkCoupon',
      headers: me.headers,
      payload: { code: 'gratis' },
    });
    expect(check.json()).toEqual([true, 24_900]);
    const res = await buy(me.headers, { coupon: 'GRATIS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.transaction).toMatchObject({
      amount: 0,
      discount: 24_900,
      status: 'free',
      card: null,
      coupon: 'GRATIS',
    });
  });

  it('checks coupon validity dates, category and per-account uses', async () => {
    const me = await signInAs(t.app, 'Customer');
    const check = (code: string) =>
      t.app.inject({ method: 'POST', url: '/v1/coupon/checkCoupon', headers: me.headers, payload: { code } });
    await createCoupon({ code: 'VENCIDO', validUntil: new Date(Date.now() - 1000) });
    await createCoupon({ code: 'FUTURO', validFrom: new Date(Date.now() + 86_400_000) });
    await createCoupon({ code: 'VIANDAS', category: 'meals' });
    await createCoupon({ code: 'DIEZ', kind: 'fixed', value: 1_000, currency: 'USD', maxUsesPerAccount: 1 });
    expect((await check('VENCIDO')).json()).toEqual([false, 0]);
    expect((await check('FUTURO')).json()).toEqual([false, 0]);
    expect((await check('VIANDAS')).json()).toEqual([false, 0]);
    expect((await check('NOEXISTE')).json()).toEqual([false, 0]);
    expect((await check('DIEZ')).json()).toEqual([true, 1_000]);
    const token = await addCard(t.app, me.headers);
    const paid = await buy(me.headers, { instrumentToken: token, coupon: 'DIEZ' });
    expect(paid.json().order.transaction).toMatchObject({ amount: 23_900, discount: 1_000 });
    expect((await check('DIEZ')).json()).toEqual([false, 0]);
  });

  it('a declined charge gives the coupon back', async () => {
    await createCoupon({ code: 'DEVUELTO', maxUses: 1 });
    const me = await signInAs(t.app, 'Customer');
    const declined = await addCard(t.app, me.headers, testCards.declined);
    expect((await buy(me.headers, { instrumentToken: declined, coupon: 'DEVUELTO' })).statusCode).toBe(402);
    const [coupon] = await t.app.database.db.select().from(coupons).where(eq(coupons.code, 'DEVUELTO'));
    expect(coupon!.usesCount).toBe(0);
  });

  it('a company buys 12 places at the tier price and sees 12 available', async () => {
    const company = await signInAs(t.app, 'Business');
    const token = await addCard(t.app, company.headers);
    const res = await buy(company.headers, { analysisAmount: 12, instrumentToken: token, installments: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ quantity: 12, transaction: { amount: 12 * 21_900 } });
    const available = await t.app.inject({ method: 'GET', url: '/v1/account/kitsavailable', headers: company.headers });
    expect(available.json()).toBe(12);
    // Its receipt speaks of its places, not of "tu kit" (issue 41 item 12).
    const receipt = await lastEmailTo(t.app, company.email, 'receipt');
    expect(receipt?.text).toContain('Los cupos ya están disponibles en tu panel de NutriTest');
    expect(receipt?.text).not.toMatch(/tu kit/i);
    const withCoupon = await buy(company.headers, { analysisAmount: 2, instrumentToken: token, coupon: 'GRATIS' });
    expect(withCoupon.statusCode).toBe(400);
  });

  it('a customer buys one kit, only for themselves, and other roles cannot buy', async () => {
    const me = await signInAs(t.app, 'Customer');
    const other = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    expect((await buy(me.headers, { analysisAmount: 2, instrumentToken: token })).statusCode).toBe(400);
    expect((await buy(me.headers, { instrumentToken: token, accountId: other.account.id })).statusCode).toBe(400);
    expect((await buy(other.headers, { instrumentToken: token })).json().fields).toEqual({
      instrumentToken: 'Elegí una tarjeta para pagar.',
    });
    for (const role of ['Nutritionist', 'Operator'] as const) {
      const x = await signInAs(t.app, role);
      expect((await buy(x.headers, { instrumentToken: token })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/v1/analyses', payload: {} })).statusCode).toBe(401);
    const noKey = await t.app.inject({ method: 'POST', url: '/v1/analyses', headers: me.headers, payload: {} });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('commissions, refunds and the ledger', () => {
  it('a linked customer’s payment accrues 20 % for the nutritionist; a refund reverses it', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist', { firstName: 'Lía', lastName: 'Mora' });
    const me = await signInAs(t.app, 'Customer', {
      firstName: 'Pablo',
      lastName: 'Ríos',
      nutritionistId: nutri.account.id,
    });
    const token = await addCard(t.app, me.headers);
    const order = (await buy(me.headers, { instrumentToken: token })).json();
    // The server counts days in Montevideo (UTC−3): from 00:00 to 03:00 UTC its today is yesterday in UTC.
    const today = montevideoDate(new Date());
    const month = (h: Headers) =>
      t.app.inject({ method: 'GET', url: `/v1/commission?startDate=${today}&endDate=${today}`, headers: h });
    const lines = (await month(nutri.headers)).json();
    expect(lines).toEqual([
      expect.objectContaining({
        amount: 4_980,
        status: 'accrued',
        transaction: { buyer: { firstName: 'Pablo', lastName: 'Ríos' } },
      }),
    ]);
    expect((await month(me.headers)).statusCode).toBe(403);

    const ops = await signInAs(t.app, 'Operator');
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/ops/orders/${row!.id}/refund`, headers: me.headers })).statusCode,
    ).toBe(403);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/v1/ops/orders/${row!.id}/refund`,
      headers: ops.headers,
    });
    expect(refund.statusCode).toBe(204);
    expect((await month(nutri.headers)).json()[0]).toMatchObject({ amount: 0, status: 'reversed' });
    const account = (await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).json();
    expect(account.profile.analysis).toBeNull();

    const ledger = await t.app.inject({
      method: 'GET',
      url: `/v1/ops/ledger?startDate=${today}&endDate=${today}`,
      headers: ops.headers,
    });
    const kinds = ledger
      .json()
      .filter((e: { orderId: string }) => e.orderId === row!.id)
      .map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['charge', 'commission', 'refund', 'commission_reversal']);
    expect(order.id).toBeTruthy();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/ops/ledger?startDate=${today}&endDate=${today}`,
          headers: nutri.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a refund once the sample is in the lab', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const order = (await buy(me.headers, { instrumentToken: token })).json();
    const { analyses } = await import('../../db/schema');
    await t.app.database.db.update(analyses).set({ status: AnalysisStatus.InLab }).where(eq(analyses.id, order.id));
    const ops = await signInAs(t.app, 'Operator');
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
    const refund = await t.app.inject({
      method: 'POST',
      url: `/v1/ops/orders/${row!.id}/refund`,
      headers: ops.headers,
    });
    expect(refund.statusCode).toBe(409);
    expect(await t.app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'refund'))).toHaveLength(
      1,
    );
    await createAnalysis(t.app.database.db, me.account.id, 1);
  });

  it('settles an order left pending by a crash from the gateway’s record', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const order = await insertKitOrder(t.app.database.db, {
      accountId: me.account.id,
      unitCents: 24_900,
      status: 'pending',
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    await t.app.orders.reconcilePending();
    const [failed] = await t.app.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(failed!.status).toBe('failed');
    expect(token).toBeTruthy();
  });
});
