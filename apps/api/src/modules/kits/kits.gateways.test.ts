import { randomUUID } from 'node:crypto';
import { commissionCents, montevideoDate } from '@nutritest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { addCard, buildTestApp, lastEmailTo, signInAs, type TestApp } from '../../../test/helpers';
import { buildMercadoPagoTestApp, mercadoPagoWebhook } from '../../../test/mercadopago-app';
import { analyses, charges, commissions, invoices, ledgerEntries, orders } from '../../db/schema';
import type { PaymentProvider, ProviderPayment } from '../../platform/payments/provider';
import { createSandboxProvider } from '../../platform/payments/sandbox/sandbox-provider';

/**
 * The kit purchase journeys on both gateways: the built-in sandbox (the default, an account that charges
 * dollars; and, as `SANDBOX_CARD_CURRENCY=UYU`, one that charges only pesos) and MercadoPago's card API
 * against the local fake of its REST API (a Uruguayan account: cards are charged in UYU). Each gateway
 * says how a card with a given outcome is added and readied for a charge, how the provider later
 * settles a payment and tells us, and what the kit costs in the currency it charges.
 */
const KIT_USD_CENTS = 24_900;
/** The configured rate the test apps convert with (CFE_USD_RATE's default). */
const RATE = 40.5;
type Headers = Record<string, string>;
type Outcome = 'approved' | 'rejected' | 'pending' | 'challenge';

interface Gateway {
  name: string;
  /** The currency the provider charges cards in, and the kit's price in it (cents). */
  currency: 'USD' | 'UYU';
  price: number;
  /** A part of the price to refund first. */
  part: number;
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
  /** The provider answers the next charge in another currency (an account of another country). */
  answerNextChargeIn(currency: string): void;
  /** The provider's record of a payment says another currency than it charged in (read back later). */
  alterPayment(reference: string, currency: string): void;
  /** The next refund the provider is asked for answers in process (money not back yet) or rejected. */
  nextRefund(status: 'in_process' | 'rejected'): void;
  /** The provider completes the refunds it left in process. */
  completeRefunds(): Promise<void>;
}

/**
 * A provider whose answers a test can bend (the sandbox side of `answerNextChargeIn`, `alterPayment`,
 * `nextRefund`): the sandbox itself never answers another currency or a refund in process.
 */
function bendable() {
  const state = {
    nextChargeCurrency: null as string | null,
    altered: new Map<string, string>(),
    refundModes: [] as Array<'in_process' | 'rejected'>,
    held: [] as Array<() => Promise<unknown>>,
  };
  const bend = (p: ProviderPayment): ProviderPayment =>
    state.altered.has(p.id) ? { ...p, currency: state.altered.get(p.id)! } : p;
  const wrap = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    card: {
      ...provider.card,
      async charge(request) {
        const result = await provider.card.charge(request);
        const currency = state.nextChargeCurrency;
        state.nextChargeCurrency = null;
        if (currency && result.status === 'approved') {
          state.altered.set(result.reference, currency);
          return { ...result, currency };
        }
        return result;
      },
      async findCharge(key) {
        const result = await provider.card.findCharge(key);
        if (result && result.status === 'approved' && state.altered.has(result.reference))
          return { ...result, currency: state.altered.get(result.reference)! };
        return result;
      },
    },
    async getPayment(reference) {
      const payment = await provider.getPayment(reference);
      return payment ? bend(payment) : null;
    },
    async findPayments(orderId) {
      return (await provider.findPayments(orderId)).map(bend);
    },
    async refund(reference, options) {
      const mode = state.refundModes.shift();
      if (mode === 'rejected') return { status: 'rejected', errorCode: 'sandbox_refund_rejected' };
      if (mode === 'in_process') {
        state.held.push(() => provider.refund(reference, options));
        return { status: 'pending', refundId: `held-${state.held.length}` };
      }
      return provider.refund(reference, options);
    },
  });
  return { state, wrap };
}

let mp: FakeMercadoPago;
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

const mercadopago: Gateway = {
  name: 'mercadopago',
  currency: 'UYU',
  price: KIT_USD_CENTS * RATE,
  part: 4_900 * RATE,
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
    return mp.refunds
      .filter((r) => r.paymentId === reference && r.status === 'approved')
      .map((r) => Math.round(r.amount * 100));
  },
  answerNextChargeIn(currency) {
    mp.cards.nextCharge({ currency_id: currency });
  },
  alterPayment(reference, currency) {
    mp.payment(reference)!.currency_id = currency;
  },
  nextRefund(status) {
    mp.nextRefunds(status);
  },
  async completeRefunds() {
    for (const r of mp.refunds.filter((x) => x.status === 'in_process')) mp.settleRefund(r.id, 'approved');
  },
};

/** The built-in sandbox: an account that charges dollars, or (`pesos`) one that charges only pesos. */
function sandboxGateway(pesos: boolean): Gateway {
  let app: TestApp;
  const bent = bendable();
  return {
    name: pesos ? 'sandbox (a pesos-only account)' : 'sandbox',
    currency: pesos ? 'UYU' : 'USD',
    price: pesos ? KIT_USD_CENTS * RATE : KIT_USD_CENTS,
    part: pesos ? 4_900 * RATE : 4_900,
    async start() {
      app = await buildTestApp(pesos ? { SANDBOX_CARD_CURRENCY: 'UYU' } : {}, { wrapProvider: bent.wrap });
      return app;
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
        db: app.app.database.db,
        publicUrl: app.config.publicUrl,
        secret: app.config.jwtSecret,
      });
      expect(await provider.settleCharge(reference, what)).toBe(true);
    },
    async notify(t, reference) {
      // The sandbox has no webhook of its own: the same code a verified notification runs.
      await t.app.orders.applyPaymentById(reference);
    },
    async chargesAt(orderId) {
      const { sandboxCharges } = await import('../../db/schema');
      return (await app.app.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, orderId)))
        .length;
    },
    async refundsAt(reference) {
      const { sandboxCharges } = await import('../../db/schema');
      const [row] = await app.app.database.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, reference));
      return row ? [row.refundedCents] : [];
    },
    answerNextChargeIn(currency) {
      bent.state.nextChargeCurrency = currency;
    },
    alterPayment(reference, currency) {
      bent.state.altered.set(reference, currency);
    },
    nextRefund(status) {
      bent.state.refundModes.push(status);
    },
    async completeRefunds() {
      for (const run of bent.state.held.splice(0)) await run();
    },
  };
}

describe.each([sandboxGateway(false), sandboxGateway(true), mercadopago])(
  'the kit purchase on the $name gateway',
  (gateway) => {
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
      expect(res.json().order.transaction).toMatchObject({
        status: 'approved',
        amount: gateway.price,
        currency: gateway.currency,
        installments: 3,
      });
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
      expect((await buy(me.headers, { instrumentToken: card }, key)).json().order.transaction.status).toBe(
        'in_process',
      );
      const order = await orderOf(me.account.id);
      expect(order.status).toBe('pending');
      expect(await gateway.chargesAt(order.id)).toBe(1);

      // The account says a payment is in process (no kit yet, none to buy).
      const account = async () =>
        (await t.app.inject({ method: 'GET', url: '/v1/account', headers: me.headers })).json();
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
      const { price, part } = gateway;
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
      const commission = commissionCents(price, t.config.commissionRateBps);
      expect((await refund({ amountCents: price + 1 })).statusCode).toBe(400);
      expect((await refund({ amountCents: part })).statusCode).toBe(204);
      expect(await orderOf(me.account.id)).toMatchObject({ status: 'paid', refundedCents: part });
      const [reduced] = await t.app.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
      expect(reduced).toMatchObject({
        status: 'accrued',
        amountCents: commission - Math.floor((commission * part) / price),
        currency: gateway.currency,
      });
      expect((await refund()).statusCode).toBe(204);
      expect(await orderOf(me.account.id)).toMatchObject({ status: 'refunded', refundedCents: price });
      expect((await refund()).statusCode).toBe(409);
      const given = await gateway.refundsAt(reference);
      expect(given.reduce((a, b) => a + b, 0)).toBe(price);
      await gateway.notify(t, reference);
      expect((await entries(order.id, 'refund')).map((r) => [r.amountCents, r.currency])).toEqual([
        [part, gateway.currency],
        [price - part, gateway.currency],
      ]);
      const [reversed] = await t.app.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
      expect(reversed!.status).toBe('reversed');
    });

    it('a refund the provider leaves in process is not booked until the money is back', async () => {
      const { price, part } = gateway;
      const me = await signInAs(t.app, 'Customer');
      const card = await gateway.card(t, me.headers, 'approved');
      const paid = await buy(me.headers, { instrumentToken: card });
      const reference = paid.json().order.transaction.reference as string;
      const order = await orderOf(me.account.id);
      const ops = await signInAs(t.app, 'Operator');
      gateway.nextRefund('in_process');
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/ops/orders/${order.id}/refund`,
        headers: ops.headers,
        payload: { amountCents: part },
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({
        status: 'in_process',
        message: 'La devolución quedó en proceso en la pasarela de pago: se registra apenas la confirme.',
      });
      expect(await orderOf(me.account.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
      expect(await entries(order.id, 'refund')).toHaveLength(0);
      // No receipt's credit note for money still on its way.
      expect(
        (await t.app.database.db.select().from(invoices).where(eq(invoices.saleId, order.id))).map((i) => i.purpose),
      ).toEqual(['sale']);

      await gateway.completeRefunds();
      await gateway.notify(t, reference);
      expect(await orderOf(me.account.id)).toMatchObject({ status: 'paid', refundedCents: part });
      expect((await entries(order.id, 'refund')).map((r) => r.amountCents)).toEqual([part]);
      expect(price).toBeGreaterThan(part);
    });

    it('a refund the provider rejects is said to operations and nothing is booked', async () => {
      const me = await signInAs(t.app, 'Customer');
      const card = await gateway.card(t, me.headers, 'approved');
      await buy(me.headers, { instrumentToken: card });
      const order = await orderOf(me.account.id);
      const ops = await signInAs(t.app, 'Operator');
      gateway.nextRefund('rejected');
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/ops/orders/${order.id}/refund`,
        headers: ops.headers,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(
        'La pasarela de pago rechazó la devolución: no se devolvió nada. Revisá el pago en su panel antes de intentar de nuevo.',
      );
      expect(await orderOf(me.account.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
      expect(await entries(order.id, 'refund')).toHaveLength(0);
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
        expect.objectContaining({ amountCents: -gateway.price, currency: gateway.currency, reference }),
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
    it('charges the currency the provider charges in, at the amount shown before paying; receipt, ledger and commission say the same', async () => {
      const nutri = await signInAs(t.app, 'Nutritionist');
      const me = await signInAs(t.app, 'Customer', { nutritionistId: nutri.account.id });
      const quote = await t.app.inject({ method: 'GET', url: '/v1/analyses/quote', headers: me.headers });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json()).toMatchObject({
        list: { currency: 'USD', subtotalCents: KIT_USD_CENTS, discountCents: 0, totalCents: KIT_USD_CENTS },
        charge: { currency: gateway.currency, totalCents: gateway.price },
        exchangeRate: gateway.currency === 'USD' ? null : { rate: RATE, source: 'configured' },
      });
      const card = await gateway.card(t, me.headers, 'approved');
      const res = await buy(me.headers, {
        instrumentToken: card,
        chargeCurrency: gateway.currency,
        chargeTotalCents: gateway.price,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.transaction).toMatchObject({ amount: gateway.price, currency: gateway.currency });
      const order = await orderOf(me.account.id);
      expect(order).toMatchObject({
        status: 'paid',
        currency: gateway.currency,
        totalCents: gateway.price,
        // Kept only when converted: the dollar price the buyer saw and the rate.
        listCurrency: gateway.currency === 'USD' ? null : 'USD',
        listTotalCents: gateway.currency === 'USD' ? null : KIT_USD_CENTS,
        exchangeRate: gateway.currency === 'USD' ? null : '40.500',
      });
      expect(await entries(order.id, 'charge')).toEqual([
        expect.objectContaining({ amountCents: gateway.price, currency: gateway.currency }),
      ]);
      const [receipt] = await t.app.database.db.select().from(invoices).where(eq(invoices.saleId, order.id));
      expect(receipt).toMatchObject({ currency: gateway.currency, totalCents: gateway.price });
      const [commission] = await t.app.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
      expect(commission).toMatchObject({
        currency: gateway.currency,
        amountCents: commissionCents(gateway.price, t.config.commissionRateBps),
      });
      expect(await entries(order.id, 'commission')).toEqual([
        expect.objectContaining({ amountCents: commission!.amountCents, currency: gateway.currency }),
      ]);
    });

    it('a price that changed since the summary is said, and nothing is charged', async () => {
      const me = await signInAs(t.app, 'Customer');
      const card = await gateway.card(t, me.headers, 'approved');
      const res = await buy(me.headers, {
        instrumentToken: card,
        chargeCurrency: gateway.currency,
        chargeTotalCents: gateway.price - 100,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('El importe cambió desde que viste el resumen');
      expect(await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id))).toHaveLength(0);
    });

    it('a charge answered in another currency never leaves the order paid: refunded, failed, no kit, no receipt', async () => {
      const me = await signInAs(t.app, 'Customer');
      const card = await gateway.card(t, me.headers, 'approved');
      gateway.answerNextChargeIn('ARS');
      const res = await buy(me.headers, { instrumentToken: card });
      expect(res.statusCode, res.body).toBe(402);
      const order = await orderOf(me.account.id);
      expect(order).toMatchObject({ status: 'failed', failureCode: 'amount_mismatch' });
      expect(await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))).toHaveLength(0);
      expect(await t.app.database.db.select().from(invoices).where(eq(invoices.saleId, order.id))).toHaveLength(0);
      // What the provider charged, said on the ledger.
      expect(await entries(order.id, 'unapplied_refund')).toEqual([
        expect.objectContaining({ note: expect.stringContaining(', cobrado ARS ') }),
      ]);
      const reference = (await entries(order.id, 'unapplied_refund'))[0]!.reference!;
      expect((await gateway.refundsAt(reference)).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      // The buyer can buy again.
      const again = await gateway.card(t, me.headers, 'approved');
      expect((await buy(me.headers, { instrumentToken: again })).statusCode).toBe(200);
    });

    it('a pending payment approved in another currency is refunded and fails its order (notification or reconciliation)', async () => {
      for (const via of ['notification', 'reconciliation'] as const) {
        const me = await signInAs(t.app, 'Customer');
        const card = await gateway.card(t, me.headers, 'pending');
        const res = await buy(me.headers, { instrumentToken: card });
        const reference = res.json().order.transaction.reference as string;
        await gateway.later(reference, 'approved');
        gateway.alterPayment(reference, 'ARS');
        if (via === 'notification') await gateway.notify(t, reference);
        else await t.app.orders.reconcilePending(0);
        const order = await orderOf(me.account.id);
        expect(order, via).toMatchObject({ status: 'failed', failureCode: 'amount_mismatch' });
        expect(await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))).toHaveLength(0);
        expect(
          (await gateway.refundsAt(reference)).reduce((a, b) => a + b, 0),
          via,
        ).toBeGreaterThan(0);
      }
    });

    it('a paid order whose payment the provider later shows in another currency does not stay paid', async () => {
      const nutri = await signInAs(t.app, 'Nutritionist');
      const me = await signInAs(t.app, 'Customer', { nutritionistId: nutri.account.id });
      const card = await gateway.card(t, me.headers, 'approved');
      const paid = await buy(me.headers, { instrumentToken: card });
      const reference = paid.json().order.transaction.reference as string;
      gateway.alterPayment(reference, 'ARS');
      await gateway.notify(t, reference);
      const order = await orderOf(me.account.id);
      expect(order.status).toBe('refunded');
      expect(await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))).toHaveLength(0);
      const [commission] = await t.app.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
      expect(commission!.status).toBe('reversed');
      expect((await gateway.refundsAt(reference)).reduce((a, b) => a + b, 0)).toBe(gateway.price);
    });
  },
);
