import { randomUUID } from 'node:crypto';
import { montevideoDate } from '@nutritest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { addCard, buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { buildMercadoPagoTestApp, mercadoPagoWebhook } from '../../../test/mercadopago-app';
import { analyses, charges, commissions, ledgerEntries, orders } from '../../db/schema';
import { createSandboxProvider } from '../../platform/payments/sandbox/sandbox-provider';

/**
 * The kit purchase journeys on both gateways: the built-in sandbox (the default) and MercadoPago's
 * card API (against the local fake of its REST API). Each gateway says how a card with a given
 * outcome is added and readied for a charge, and how the provider later settles a payment and tells us.
 */
const KIT_CENTS = 24_900;
type Headers = Record<string, string>;
type Outcome = 'approved' | 'rejected' | 'pending' | 'challenge';

interface Gateway {
  name: 'sandbox' | 'mercadopago';
  start(): Promise<TestApp>;
  stop(): Promise<void>;
  /** A saved card whose charges end as `outcome`, ready to be charged once. */
  card(t: TestApp, headers: Headers, outcome: Outcome): Promise<string>;
  /** Readies a saved card for one more charge (MercadoPago asks for the security code every time). */
  ready(t: TestApp, headers: Headers, instrumentToken: string): Promise<void>;
  /** The provider decides a pending payment, or the buyer's bank takes an approved one back. */
  later(reference: string, what: 'approved' | 'rejected' | 'charged_back'): Promise<void>;
  /** The provider tells us about a payment (a signed webhook; the sandbox calls the same code). */
  notify(t: TestApp, reference: string): Promise<void>;
  /** Provider calls that created a payment for this order. */
  chargesAt(orderId: string): Promise<number>;
  /** What the provider gave back for a payment, in cents, refund by refund. */
  refundsAt(reference: string): Promise<number[]>;
}

let mp: FakeMercadoPago;
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

const mercadopago: Gateway = {
  name: 'mercadopago',
  async start() {
    const built = await buildMercadoPagoTestApp();
    mp = built.mp;
    return built.t;
  },
  stop: () => mp.close(),
  async card(t, headers, outcome) {
    const holderName = { approved: 'APRO', rejected: 'OTHE', pending: 'CONT', challenge: 'CHAL' }[outcome];
    const opened = await t.app.inject({
      method: 'POST',
      url: '/v1/instruments',
      headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/pay/card',
      payload: {
        session: sessionOf(opened.body),
        token: mp.cards.tokenize({ number: '4509953566233704', holderName }),
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    const token = res.json().instrument.instrumentToken as string;
    await this.ready(t, headers, token);
    return token;
  },
  async ready(t, headers, instrumentToken) {
    const authorized = await t.app.inject({
      method: 'POST',
      url: `/v1/instruments/${instrumentToken}/authorize`,
      headers,
      payload: { redirectOrigin: t.config.publicUrl },
    });
    const page = await t.app.inject({ method: 'GET', url: authorized.body });
    const cardId = /data-card-id="([^"]+)"/.exec(page.body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/pay/card/security',
      payload: { session: sessionOf(authorized.body), token: mp.cards.tokenizeSaved(cardId) },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  },
  async later(reference, what) {
    if (what === 'charged_back') mp.cards.chargeback(reference);
    else mp.cards.settle(reference, what);
  },
  async notify(t, reference) {
    expect((await mercadoPagoWebhook(t.app, reference)).statusCode).toBe(200);
  },
  async chargesAt(orderId) {
    return mp.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payments' &&
        (r.body as { external_reference?: string }).external_reference === orderId,
    ).length;
  },
  async refundsAt(reference) {
    return mp.refunds.filter((r) => r.paymentId === reference).map((r) => Math.round(r.amount * 100));
  },
};

let sandboxApp: TestApp;
const sandbox: Gateway = {
  name: 'sandbox',
  async start() {
    sandboxApp = await buildTestApp();
    return sandboxApp;
  },
  async stop() {},
  async card(t, headers, outcome) {
    const number = {
      approved: '4509953566233704',
      rejected: '4000000000000002',
      pending: '4000000000000051',
      challenge: '4000000000000051',
    }[outcome];
    return addCard(t.app, headers, number);
  },
  async ready() {},
  async later(reference, what) {
    // What the provider decides later, in its own records (the same tables the app's sandbox reads).
    const { sandbox: provider } = createSandboxProvider({
      db: sandboxApp.app.database.db,
      publicUrl: sandboxApp.config.publicUrl,
      secret: sandboxApp.config.jwtSecret,
    });
    expect(await provider.settleCharge(reference, what)).toBe(true);
  },
  async notify(t, reference) {
    // The sandbox has no webhook of its own: the same code a verified notification runs.
    await t.app.orders.applyPaymentById(reference);
  },
  async chargesAt(orderId) {
    const { sandboxCharges } = await import('../../db/schema');
    return (
      await sandboxApp.app.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, orderId))
    ).length;
  },
  async refundsAt(reference) {
    const { sandboxCharges } = await import('../../db/schema');
    const [row] = await sandboxApp.app.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference));
    return row ? [row.refundedCents] : [];
  },
};

describe.each([sandbox, mercadopago])('the kit purchase on the $name gateway', (gateway) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await gateway.start();
  });
  afterAll(async () => {
    await t?.close();
    await gateway.stop();
  });

  const buy = (headers: Headers, payload: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({ method: 'POST', url: '/v1/analyses', headers: { ...headers, 'idempotency-key': key }, payload });
  const orderOf = async (accountId: string) =>
    (await t.app.database.db.select().from(orders).where(eq(orders.accountId, accountId)))[0]!;
  const entries = (orderId: string, kind: (typeof ledgerEntries.$inferSelect)['kind']) =>
    t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind)));

  it('approved: paid, one charge, the kit, the receipt', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await gateway.card(t, me.headers, 'approved');
    const res = await buy(me.headers, { instrumentToken: card, installments: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.transaction).toMatchObject({ status: 'approved', amount: KIT_CENTS, installments: 3 });
    const order = await orderOf(me.account.id);
    expect(order.status).toBe('paid');
    expect(await gateway.chargesAt(order.id)).toBe(1);
    expect(await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))).toHaveLength(1);
    expect(await lastEmailTo(t.app, me.email, 'receipt')).toBeTruthy();
  });

  it('rejected: the order fails, no kit, and the page may try again', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await gateway.card(t, me.headers, 'rejected');
    const res = await buy(me.headers, { instrumentToken: card });
    expect(res.statusCode).toBe(402);
    expect((await orderOf(me.account.id)).status).toBe('failed');
    expect(await entries((await orderOf(me.account.id)).id, 'charge_rejected')).toHaveLength(1);
  });

  it('pending, then approved by notification: shown as in process, charged once, settled once', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await gateway.card(t, me.headers, 'pending');
    const key = randomUUID();
    const first = await buy(me.headers, { instrumentToken: card }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order.transaction.status).toBe('in_process');
    // The same attempt again (a double click, a reload): the same answer, no second charge.
    expect((await buy(me.headers, { instrumentToken: card }, key)).json().order.transaction.status).toBe('in_process');
    const order = await orderOf(me.account.id);
    expect(order.status).toBe('pending');
    expect(await gateway.chargesAt(order.id)).toBe(1);

    // The account says a payment is in process (no kit yet, none to buy).
    const account = async () => (await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).json();
    expect((await account()).profile).toMatchObject({ analysis: null, paymentInProcess: true });

    const reference = first.json().order.transaction.reference as string;
    await gateway.later(reference, 'approved');
    // Duplicated and concurrent notifications: applied once.
    await Promise.all([gateway.notify(t, reference), gateway.notify(t, reference)]);
    await gateway.notify(t, reference);
    expect(await orderOf(me.account.id)).toMatchObject({ status: 'paid', providerStatus: null });
    expect(await entries(order.id, 'charge')).toHaveLength(1);
    const rows = await t.app.database.db.select().from(charges).where(eq(charges.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['approved']);
    expect(await lastEmailTo(t.app, me.email, 'receipt')).toBeTruthy();
    const after = (await account()).profile;
    expect(after.analysis).not.toBeNull();
    expect(after.paymentInProcess).toBeUndefined();
  });

  it('pending, then rejected: the order fails (never paid twice, never a kit)', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await gateway.card(t, me.headers, 'challenge');
    const res = await buy(me.headers, { instrumentToken: card });
    expect(res.json().order.transaction.status).toBe('in_process');
    const reference = res.json().order.transaction.reference as string;
    await gateway.later(reference, 'rejected');
    await gateway.notify(t, reference);
    expect((await orderOf(me.account.id)).status).toBe('failed');
  });

  it('a pending payment left without notification is settled by the reconciliation job', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await gateway.card(t, me.headers, 'pending');
    const res = await buy(me.headers, { instrumentToken: card });
    await gateway.later(res.json().order.transaction.reference, 'approved');
    await t.app.orders.reconcilePending(0);
    expect((await orderOf(me.account.id)).status).toBe('paid');
  });

  it('refunds part, then the rest; the commission follows; a repeat moves nothing', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const me = await signInAs(t.app, 'Customer', { nutritionistId: nutri.account.id });
    const card = await gateway.card(t, me.headers, 'approved');
    const paid = await buy(me.headers, { instrumentToken: card });
    const reference = paid.json().order.transaction.reference as string;
    const order = await orderOf(me.account.id);
    const ops = await signInAs(t.app, 'Operator');
    const refund = (payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/ops/orders/${order.id}/refund`,
        headers: ops.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await refund({ amountCents: KIT_CENTS + 1 })).statusCode).toBe(400);
    expect((await refund({ amountCents: 4_900 })).statusCode).toBe(204);
    expect(await orderOf(me.account.id)).toMatchObject({ status: 'paid', refundedCents: 4_900 });
    const [commission] = await t.app.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(commission).toMatchObject({ status: 'accrued', amountCents: 4_980 - 980 });
    expect((await refund()).statusCode).toBe(204);
    expect(await orderOf(me.account.id)).toMatchObject({ status: 'refunded', refundedCents: KIT_CENTS });
    expect((await refund()).statusCode).toBe(409);
    const given = await gateway.refundsAt(reference);
    expect(given.reduce((a, b) => a + b, 0)).toBe(KIT_CENTS);
    await gateway.notify(t, reference);
    expect((await entries(order.id, 'refund')).map((r) => r.amountCents)).toEqual([4_900, 20_000]);
    const [reversed] = await t.app.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(reversed!.status).toBe('reversed');
  });

  it('a chargeback: disputed, commission reversed, operations e-mailed, on the ledger, once', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const me = await signInAs(t.app, 'Customer', { nutritionistId: nutri.account.id });
    const card = await gateway.card(t, me.headers, 'approved');
    const paid = await buy(me.headers, { instrumentToken: card });
    const reference = paid.json().order.transaction.reference as string;
    await gateway.later(reference, 'charged_back');
    await Promise.all([gateway.notify(t, reference), gateway.notify(t, reference)]);
    const order = await orderOf(me.account.id);
    expect(order.status).toBe('disputed');
    expect(await entries(order.id, 'chargeback')).toEqual([
      expect.objectContaining({ amountCents: -KIT_CENTS, reference }),
    ]);
    expect(await entries(order.id, 'commission_reversal')).toHaveLength(1);
    expect((await lastEmailTo(t.app, t.config.supportEmail))?.subject).toContain('Contracargo');
    const ops = await signInAs(t.app, 'Operator');
    const today = montevideoDate(new Date());
    const ledger = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/ops/ledger?startDate=${today}&endDate=${today}`,
        headers: ops.headers,
      })
    ).json();
    expect(
      ledger.some((l: { kind: string; orderId: string }) => l.kind === 'chargeback' && l.orderId === order.id),
    ).toBe(true);
    // A disputed order is not refunded on top of the chargeback.
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/ops/orders/${order.id}/refund`, headers: ops.headers }))
        .statusCode,
    ).toBe(409);
  });

  it('20 concurrent identical purchases make one charge', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await gateway.card(t, me.headers, 'approved');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(me.headers, { instrumentToken: card }, key)),
    );
    const order = await orderOf(me.account.id);
    expect(order.status).toBe('paid');
    expect(await gateway.chargesAt(order.id)).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
  });
});
