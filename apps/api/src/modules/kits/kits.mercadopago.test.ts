import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { lastEmailTo, linkPath, signInAs, type TestApp } from '../../../test/helpers';
import { buildMercadoPagoTestApp, mercadoPagoWebhook } from '../../../test/mercadopago-app';
import { orders, paymentInstruments, providerCustomers } from '../../db/schema';

/**
 * What only MercadoPago's card API has, against the local fake of its REST API: the card frame's
 * two posts (a new card's token, a saved card's security-code token), the buyer's customer, the
 * provider's instalment plans and the request a charge makes. The journeys both gateways share
 * (pending, notifications, refunds, chargebacks, concurrency) are in payments.gateways.test.ts.
 */
/**
 * A Uruguayan account charges pesos: the kit's USD 249 at the test apps' configured rate (40,5), and
 * MercadoPago's plans for that amount (the fake: 1 and 3 without interest, 6 with 10 %).
 */
const KIT_CENTS = 1_008_450;
let mp: FakeMercadoPago;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ mp, t, close } = await buildMercadoPagoTestApp());
});
afterAll(async () => {
  await close?.();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

/** Adds a card as the Brick would: the frame's session, then the one-time token posted back. */
async function addMpCard(headers: Headers, holderName = 'APRO', number = '4509953566233704') {
  const opened = await inject('POST', '/v1/instruments', headers, { redirectOrigin: t.config.publicUrl });
  expect(opened.body).toMatch(/^\/pay\/card\?session=[\w-]{32}$/);
  const res = await inject(
    'POST',
    '/pay/card',
    {},
    { session: sessionOf(opened.body), token: mp.cards.tokenize({ number, holderName }) },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().instrument as { instrumentToken: string; name: string; brand: string; issuerImageUrl: string };
}

/** Types the saved card's security code in the frame, as the secure field would. */
async function confirmCode(headers: Headers, instrumentToken: string) {
  const authorized = await inject('POST', `/v1/instruments/${instrumentToken}/authorize`, headers, {
    redirectOrigin: t.config.publicUrl,
  });
  expect(authorized.statusCode, authorized.body).toBe(200);
  const session = sessionOf(authorized.body);
  const page = await inject('GET', authorized.body);
  const cardId = /data-card-id="([^"]+)"/.exec(page.body)?.[1];
  expect(cardId).toBeTruthy();
  const res = await inject('POST', '/pay/card/security', {}, { session, token: mp.cards.tokenizeSaved(cardId!) });
  expect(res.statusCode, res.body).toBe(201);
}

const buy = (headers: Headers, payload: Record<string, unknown>, key: string = randomUUID()) =>
  inject('POST', '/v1/analyses', { ...headers, 'idempotency-key': key }, payload);

const webhook = (paymentId: string) => mercadoPagoWebhook(t.app, paymentId);

const orderOf = async (accountId: string) =>
  (await t.app.database.db.select().from(orders).where(eq(orders.accountId, accountId)))[0]!;
const paymentsFor = (orderId: string) =>
  mp.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v1/payments' &&
      (r.body as { external_reference?: string }).external_reference === orderId,
  );

describe('the kit paid with MercadoPago cards (against a local fake of its API)', () => {
  it('serves the Brick in our frame page and saves the card to the buyer’s MercadoPago customer', async () => {
    const me = await signInAs(t.app, 'Customer');
    const opened = await inject('POST', '/v1/instruments', me.headers, { redirectOrigin: t.config.publicUrl });
    const page = await inject('GET', opened.body);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Agregá tu tarjeta');
    expect(page.body).toContain(`src="${mp.baseUrl}/js/v2"`);
    expect(page.body).toContain(`data-public-key="${mp.publicKey}"`);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-ancestors ${t.config.publicUrl}`);
    expect(csp).toContain('https://sdk.mercadopago.com');
    expect(csp).not.toContain("'unsafe-eval'");

    const card = await inject(
      'POST',
      '/pay/card',
      {},
      {
        session: sessionOf(opened.body),
        token: mp.cards.tokenize({ number: '4509953566233704', holderName: 'APRO' }),
      },
    );
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json().instrument).toMatchObject({ name: '•••• 3704', brand: 'visa', holderName: 'APRO' });
    expect(card.json().instrument.issuerImageUrl).toBe(`${mp.baseUrl}/img/visa.svg`);
    expect(card.json().instrument.instrumentToken).toMatch(/^ins_/);
    // The session is spent: a replay is refused.
    const again = await inject(
      'POST',
      '/pay/card',
      {},
      {
        session: sessionOf(opened.body),
        token: mp.cards.tokenize({ number: '4509953566233704', holderName: 'APRO' }),
      },
    );
    expect(again.statusCode).toBe(400);

    // A second card goes to the same customer.
    await addMpCard(me.headers, 'APRO', '5031755734530604');
    const customers = [...mp.cards.customers.values()].filter((c) => c.email === me.email);
    expect(customers).toHaveLength(1);
    expect([...mp.cards.cards.values()].filter((c) => c.customerId === customers[0]!.id)).toHaveLength(2);
    const list = (await inject('GET', '/v1/instruments', me.headers)).json();
    expect(list.map((i: { name: string }) => i.name)).toEqual(['•••• 3704', '•••• 0604']);
  });

  it('offers the provider’s instalment plans (1–6) and refuses a count it does not offer', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await addMpCard(me.headers);
    const plans = (await inject('GET', `/v1/instruments/${card.instrumentToken}/installments`, me.headers)).json();
    expect(plans).toEqual([
      { installments: 1, installmentAmountCents: KIT_CENTS, totalCents: KIT_CENTS },
      { installments: 3, installmentAmountCents: 336_150, totalCents: KIT_CENTS },
      { installments: 6, installmentAmountCents: 184_883, totalCents: 1_109_295 },
    ]);
    await confirmCode(me.headers, card.instrumentToken);
    const refused = await buy(me.headers, { instrumentToken: card.instrumentToken, installments: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.installments).toBe('Esta tarjeta no ofrece 2 cuotas para este importe.');
    expect(mp.requests.filter((r) => r.path === '/v1/payments' && r.method === 'POST')).toHaveLength(0);
    // Someone else's card answers 404, never its plans.
    const other = await signInAs(t.app, 'Customer');
    expect(
      (await inject('GET', `/v1/instruments/${card.instrumentToken}/installments`, other.headers)).statusCode,
    ).toBe(404);
  });

  it('asks for the security code again for every charge, and charges once with our order as key', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await addMpCard(me.headers);
    const without = await buy(me.headers, { instrumentToken: card.instrumentToken });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.securityCode).toBe('Ingresá el código de seguridad de la tarjeta para pagar.');

    await confirmCode(me.headers, card.instrumentToken);
    const cvvPage = mp.requests.length; // the frame page itself calls nothing at the provider
    expect(cvvPage).toBeGreaterThan(0);
    const paid = await buy(me.headers, { instrumentToken: card.instrumentToken, installments: 3 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.transaction).toMatchObject({
      status: 'approved',
      installments: 3,
      amount: KIT_CENTS,
      currency: 'UYU',
      listAmount: 24_900,
      listCurrency: 'USD',
      exchangeRate: 40.5,
    });
    const order = await orderOf(me.account.id);
    expect(order.status).toBe('paid');
    const [request] = paymentsFor(order.id);
    expect(request!.headers['x-idempotency-key']).toBe(order.id);
    expect(request!.body).toMatchObject({
      transaction_amount: KIT_CENTS / 100,
      installments: 3,
      payment_method_id: 'visa',
      external_reference: order.id,
      payer: { type: 'customer' },
      notification_url: `${t.config.publicUrl}/v1/payment/webhook?source_news=webhooks`,
    });
    // The account charged what it was asked, in its currency: the order's amount, checked.
    expect(mp.payment(paid.json().order.transaction.reference)).toMatchObject({
      currency_id: 'UYU',
      transaction_amount: KIT_CENTS / 100,
    });
    expect(paid.json().order.transaction.reference).toMatch(/^\d+$/);
    expect(await lastEmailTo(t.app, me.email, 'receipt')).toBeTruthy();
  });

  it('a rejected card fails the order without charging, and the token is spent', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await addMpCard(me.headers, 'OTHE');
    await confirmCode(me.headers, card.instrumentToken);
    const res = await buy(me.headers, { instrumentToken: card.instrumentToken });
    expect(res.statusCode).toBe(402);
    const order = await orderOf(me.account.id);
    expect(order).toMatchObject({ status: 'failed', failureCode: 'cc_rejected_other_reason' });
    // A new attempt needs the code again.
    const retry = await buy(me.headers, { instrumentToken: card.instrumentToken });
    expect(retry.json().fields?.securityCode).toBeTruthy();
  });

  it('a 3-D Secure challenge is shown in our frame; asking again after it answers the bank’s decision', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await addMpCard(me.headers, 'CHAL');
    await confirmCode(me.headers, card.instrumentToken);
    const key = randomUUID();
    const first = await buy(me.headers, { instrumentToken: card.instrumentToken }, key);
    expect(first.json().order.transaction).toMatchObject({ status: 'in_process' });
    const challengeUrl = first.json().order.transaction.challengeUrl as string;
    expect(challengeUrl).toMatch(/^\/pay\/card\?session=[\w-]{32}$/);

    const page = await inject('GET', challengeUrl);
    const paymentId = first.json().order.transaction.reference as string;
    expect(page.body).toContain('Confirmá el pago con tu banco');
    expect(page.body).toContain(`action="${mp.baseUrl}/fake/3ds/${paymentId}"`);
    expect(page.body).toMatch(/name="creq" value="[\w-]+"/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`form-action ${mp.baseUrl}`);
    expect(csp).toContain(`frame-ancestors ${t.config.publicUrl}`);

    // Still undecided: asking again says so, and charges nothing more.
    expect(
      (await buy(me.headers, { instrumentToken: card.instrumentToken }, key)).json().order.transaction.status,
    ).toBe('in_process');
    // The buyer confirms at the bank; the page asks again with the same key.
    const decided = await fetch(`${mp.baseUrl}/fake/3ds/${paymentId}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    expect(decided.status).toBe(200);
    const after = await buy(me.headers, { instrumentToken: card.instrumentToken }, key);
    expect(after.json().order.transaction).toMatchObject({ status: 'approved', reference: paymentId });
    expect(paymentsFor((await orderOf(me.account.id)).id)).toHaveLength(1);
  });

  it('erasing the account removes its cards at the provider and forgets the provider’s ids', async () => {
    const me = await signInAs(t.app, 'Customer');
    await addMpCard(me.headers);
    const customer = [...mp.cards.customers.values()].find((c) => c.email === me.email)!;
    expect([...mp.cards.cards.values()].filter((c) => c.customerId === customer.id)).toHaveLength(1);
    expect((await inject('POST', '/v1/account/deletion', me.headers, { password: me.password })).statusCode).toBe(202);
    const mail = await lastEmailTo(t.app, me.email, 'delete-account');
    const data = new URL(linkPath(mail!.links, '/eliminar-cuenta'), 'http://x').searchParams.get('data')!;
    expect((await inject('POST', '/v1/account/deletion/confirm', {}, { data })).statusCode).toBe(200);
    expect([...mp.cards.cards.values()].filter((c) => c.customerId === customer.id)).toHaveLength(0);
    const rows = await t.app.database.db
      .select()
      .from(paymentInstruments)
      .where(eq(paymentInstruments.accountId, me.account.id));
    expect(rows.map((r) => [r.providerCustomerId, r.providerCardId, r.bin])).toEqual([[null, null, null]]);
    expect(
      await t.app.database.db.select().from(providerCustomers).where(eq(providerCustomers.accountId, me.account.id)),
    ).toEqual([]);
  });

  it('a chargeback notified on its own topic disputes the kit order once', async () => {
    const me = await signInAs(t.app, 'Customer');
    const card = await addMpCard(me.headers);
    await confirmCode(me.headers, card.instrumentToken);
    const paid = await buy(me.headers, { instrumentToken: card.instrumentToken });
    const chargebackId = mp.cards.chargeback(paid.json().order.transaction.reference as string);
    const answers = await Promise.all([
      mercadoPagoWebhook(t.app, chargebackId, { topic: 'topic_chargebacks_wh' }),
      mercadoPagoWebhook(t.app, chargebackId, { topic: 'topic_chargebacks_wh' }),
    ]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect((await orderOf(me.account.id)).status).toBe('disputed');
    // Badly signed: refused like any notification.
    const forged = await mercadoPagoWebhook(t.app, chargebackId, {
      topic: 'topic_chargebacks_wh',
      secret: 'not-the-secret',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a notification about a payment of no order of ours, or badly signed, changes nothing', async () => {
    const bad = await inject(
      'POST',
      '/v1/payment/webhook?type=payment&data.id=123',
      { 'x-signature': 'ts=1,v1=00', 'x-request-id': 'x' },
      { type: 'payment', data: { id: '123' } },
    );
    expect(bad.statusCode).toBe(401);
    mp.addPayment({
      id: 555,
      status: 'approved',
      external_reference: randomUUID(),
      transaction_amount: 10,
      currency_id: 'USD',
    });
    expect((await webhook('555')).statusCode).toBe(200);
  });
});
