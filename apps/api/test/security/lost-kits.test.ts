import { AnalysisStatus, addDays, KIT_REFUND_PENALTY_CENTS, montevideoDate } from '@nutritest/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, kitDistributions, orders } from '../../src/db/schema';
import { buildTestApp, lastEmailTo, signInAs, type TestApp } from '../helpers';
import { buyKit } from '../kit-purchase';
import { montevideoAddress, selectableDays } from '../logistics-fixtures';

/**
 * Issue 36, N4 (money): lost-kit reports gave unlimited free replacements (three in a row), and a
 * refund of the original purchase went through while the replacement stayed live, once with the
 * replacement already in the lab; the refund view showed neither. Here as the probe tried it.
 */
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
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const db = () => t.app.database.db;

async function buyer() {
  const me = await signInAs(t.app, 'Customer');
  await buyKit(t.app, me.headers);
  const [order] = await db().select().from(orders).where(eq(orders.accountId, me.account.id));
  return { me, order: order! };
}

const liveKit = async (accountId: string) =>
  (await db().select().from(analyses).where(eq(analyses.accountId, accountId)).orderBy(desc(analyses.createdAt)))[0]!;

/** Books the live kit's delivery, lets its day pass, and says it never arrived. */
async function reportLost(me: { headers: Headers; account: { id: string } }) {
  const dist = (await post('/v1/analyses/adddistribution', me.headers, { type: 0, address: montevideoAddress })).json();
  const [day] = selectableDays(3).slice(2);
  const leg = await post('/v1/analyses/addkitdistribution', me.headers, {
    distributionId: dist.id,
    typeDelivery: 1,
    date: day,
    schedule: 0,
  });
  expect(leg.statusCode, leg.body).toBe(200);
  await db()
    .update(kitDistributions)
    .set({ date: addDays(montevideoDate(new Date()), -1) })
    .where(eq(kitDistributions.id, leg.json().id));
  return post('/v1/analyses/reportlostkit', me.headers);
}

describe('lost kits', () => {
  it('one free replacement by the customer’s word; the next report goes to operations, who may send another', async () => {
    const { me } = await buyer();
    const first = await reportLost(me);
    expect(first.statusCode).toBe(200);
    const replacement = await liveKit(me.account.id);
    expect(replacement.replacementReason).toBe('lost');

    const second = await reportLost(me);
    expect(second.statusCode).toBe(200);
    // No third kit: the same replacement, now waiting for operations.
    expect((await liveKit(me.account.id)).id).toBe(replacement.id);
    expect(second.json().lostReviewRequestedAt).toEqual(expect.any(String));
    expect((await lastEmailTo(t.app, me.email, 'kit-lost_review'))?.subject).toBe(
      'Recibimos tu aviso: revisamos el envío de tu kit',
    );
    expect((await lastEmailTo(t.app, t.app.config.supportEmail))?.subject).toBe(
      `Kit ${replacement.referenceId}: otro aviso de kit no recibido`,
    );
    // Reported again while under review: nothing more.
    expect((await post('/v1/analyses/reportlostkit', me.headers)).statusCode).toBe(409);
    expect((await liveKit(me.account.id)).id).toBe(replacement.id);

    const kits = (await get('/v1/ops/kits', ops.headers)).json() as Array<Record<string, unknown>>;
    expect(kits.find((k) => k.id === replacement.id)).toMatchObject({
      lostReviewRequestedAt: expect.any(String),
      canReplaceLost: true,
    });
    // Only operators send another kit, once.
    expect((await post(`/v1/ops/kits/${replacement.id}/replace-lost`, me.headers)).statusCode).toBe(403);
    const sent = await post(`/v1/ops/kits/${replacement.id}/replace-lost`, ops.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await liveKit(me.account.id)).referenceId).toBe(sent.json().referenceId);
    expect((await post(`/v1/ops/kits/${replacement.id}/replace-lost`, ops.headers)).statusCode).toBe(409);
  });
});

describe('a refund accounts for the live replacement', () => {
  it('is refused once the replacement is in the lab, and the refund view shows both kits', async () => {
    const { me, order } = await buyer();
    await reportLost(me);
    const replacement = await liveKit(me.account.id);
    await db().update(analyses).set({ status: AnalysisStatus.InLab }).where(eq(analyses.id, replacement.id));
    const [purchase] = (await get('/v1/purchases', me.headers)).json().purchases;
    expect(purchase.refundQuote).toMatchObject({ allowed: false });
    expect(
      (await post(`/v1/purchases/kit/${order.id}/refund-request`, me.headers, { reason: 'No llegó' })).statusCode,
    ).toBe(409);

    const found = (await get(`/v1/ops/purchases?q=${order.id}`, ops.headers)).json().purchases;
    expect(found[0].kits).toEqual([
      {
        referenceId: expect.any(String),
        statusLabel: 'Kit reemplazado',
        replacementReason: null,
        lostReviewRequested: false,
      },
      {
        referenceId: replacement.referenceId,
        statusLabel: 'Test en laboratorio',
        replacementReason: 'lost',
        lostReviewRequested: false,
      },
    ]);
  });

  it('before the lab, the approved refund removes the replacement too: nothing stays live', async () => {
    const { me, order } = await buyer();
    await reportLost(me);
    const replacement = await liveKit(me.account.id);
    const asked = await post(`/v1/purchases/kit/${order.id}/refund-request`, me.headers, { reason: 'Me mudo' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().request.amountCents).toBe(order.totalCents - KIT_REFUND_PENALTY_CENTS);
    const approved = await post(`/v1/ops/refund-requests/${asked.json().request.id}/approve`, ops.headers);
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await db().select().from(analyses).where(eq(analyses.id, replacement.id))).toEqual([]);
    expect(await db().select().from(analyses).where(eq(analyses.accountId, me.account.id))).toEqual([]);
  });
});
