import { randomUUID } from 'node:crypto';
import { messages } from '@nutritest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChargeGate } from '../../../test/charge-gate';
import { addCard, buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { accounts, coupons, ledgerEntries, orders, sandboxCharges } from '../../db/schema';

/**
 * The sandbox card gateway, unchanged, except that a test can hold a charge until it says so: how a
 * real provider's slow approval lands after the reconciliation job already gave up on the order.
 */
const { gate, holdCharges, hold } = createChargeGate();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { wrapProvider: holdCharges });
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;
const buy = (headers: Headers, payload: Record<string, unknown>, key: string = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/v1/analyses', headers: { ...headers, 'idempotency-key': key }, payload });

describe('kit purchase Idempotency-Key (finding 4)', () => {
  it('the same key with another body answers 422 and charges nothing more', async () => {
    const me = await signInAs(t.app, 'Business');
    const token = await addCard(t.app, me.headers);
    const key = randomUUID();
    const first = await buy(me.headers, { instrumentToken: token, analysisAmount: 2 }, key);
    expect(first.statusCode).toBe(200);
    expect((await buy(me.headers, { instrumentToken: token, analysisAmount: 2 }, key)).json().id).toBe(first.json().id);
    const other = await buy(me.headers, { instrumentToken: token, analysisAmount: 5 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'UNPROCESSABLE', message: messages.idempotencyKeyReused });
    expect(await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id))).toHaveLength(1);
  });
});

describe('coupons and free kits need a confirmed e-mail (finding 11)', () => {
  it('refuses a coupon or a free kit to an unconfirmed account, with the reason next to the coupon', async () => {
    await t.app.database.db.insert(coupons).values([
      { code: 'REGALO', kind: 'percent', value: 100, maxUsesPerAccount: 1 },
      { code: 'MITAD', kind: 'percent', value: 50 },
    ]);
    const me = await signInAs(t.app, 'Customer', { confirmed: false });
    // Applying the coupon already says why (the payment page shows it under the coupon field).
    const check = await t.app.inject({
      method: 'POST',
      url: '/v1/coupon/checkCoupon',
      headers: me.headers,
      payload: { code: 'REGALO' },
    });
    expect(check.statusCode).toBe(403);
    expect(check.json().fields).toEqual({ code: messages.emailNotConfirmed });
    const free = await buy(me.headers, { coupon: 'REGALO' });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({
      error: 'FORBIDDEN',
      message: messages.emailNotConfirmed,
      fields: { coupon: messages.emailNotConfirmed },
    });
    const token = await addCard(t.app, me.headers);
    expect((await buy(me.headers, { instrumentToken: token, coupon: 'MITAD' })).statusCode).toBe(403);
    const [coupon] = await t.app.database.db.select().from(coupons).where(eq(coupons.code, 'REGALO'));
    expect(coupon!.usesCount).toBe(0);
    expect(await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id))).toHaveLength(0);

    // Once confirmed, the same coupon works.
    await t.app.database.db
      .update(accounts)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(accounts.id, me.account.id));
    const later = await buy(me.headers, { coupon: 'REGALO' });
    expect(later.statusCode).toBe(200);
    expect(later.json().order.transaction.status).toBe('free');
  });

  it('an unconfirmed account still buys at full price with a card', async () => {
    const me = await signInAs(t.app, 'Customer', { confirmed: false });
    const token = await addCard(t.app, me.headers);
    expect((await buy(me.headers, { instrumentToken: token })).statusCode).toBe(200);
  });
});

describe('a kit charge that pays nothing is refunded (finding 5)', () => {
  it('a late approval of an order the reconciliation already failed: refunded, on the ledger once', async () => {
    const me = await signInAs(t.app, 'Customer');
    const token = await addCard(t.app, me.headers);
    const { release, charging } = hold();
    const purchase = buy(me.headers, { instrumentToken: token });
    await charging;
    // The provider is slow: the reconciliation job finds no charge for the pending order and fails it.
    await t.app.orders.reconcilePending(0);
    gate.hold = null;
    release();
    const res = await purchase;
    expect(res.statusCode).toBe(402);

    const [order] = await t.app.database.db.select().from(orders).where(eq(orders.accountId, me.account.id));
    expect(order!.status).toBe('failed');
    const [charge] = await t.app.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, order!.id));
    expect(charge!.status).toBe('refunded');
    const entries = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'unapplied_refund'), eq(ledgerEntries.orderId, order!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ reference: charge!.reference, amountCents: order!.totalCents });
  });
});

describe('the sandbox card page (finding 6)', () => {
  it('escapes a hostile session parameter instead of writing it into the page', async () => {
    const hostile = `"></script><meta http-equiv="refresh" content="0;url=https://evil.example"><a href='x'>`;
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/card?session=${encodeURIComponent(hostile)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<meta http-equiv');
    expect(page.body).not.toContain('https://evil.example"');
    expect(page.body).not.toContain("<a href='x'>");
    expect(page.body).toContain('data-session="&quot;&gt;&lt;/script&gt;&lt;meta http-equiv=&quot;refresh&quot;');
    // Exactly the one script of ours, and it still runs (the form is hidden: the session is not live).
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
  });
});
