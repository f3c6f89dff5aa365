import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WebhookSignatureValidator } from 'mercadopago';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fakes/fake-mercadopago';
import { signNotification, webhookNotification } from '../../../test/fakes/mercadopago-wire';
import { signInAs, type TestApp } from '../../../test/helpers';
import { orderMeals } from '../../../test/meal-order';
import { buildMercadoPagoTestApp, injectNotification, MP_TEST_WEBHOOK_SECRET } from '../../../test/mercadopago-app';
import { orders } from '../../db/schema';
import { seedDemoMenu } from '../../db/seed/meals-menu';

/**
 * MercadoPago's webhooks as MercadoPago sends them (the fake builds them: notification URL with
 * `data.id` and `type`, `x-signature` with ts in seconds, the real topic names), checked by the SDK's own
 * WebhookSignatureValidator; what we send as `notification_url`, the retry window, the topics we ignore.
 */
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

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

/** A kit bought with a MercadoPago card whose cardholder name says the outcome (APRO, CONT...). */
async function buyKit(holderName: string) {
  const me = await signInAs(t.app, 'Customer');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/v1/instruments',
    headers: me.headers,
    payload: { redirectOrigin: t.config.publicUrl },
  });
  const added = await t.app.inject({
    method: 'POST',
    url: '/pay/card',
    payload: { session: sessionOf(opened.body), token: mp.cards.tokenize({ number: '4509953566233704', holderName }) },
  });
  const token = added.json().instrument.instrumentToken as string;
  const authorized = await t.app.inject({
    method: 'POST',
    url: `/v1/instruments/${token}/authorize`,
    headers: me.headers,
    payload: { redirectOrigin: t.config.publicUrl },
  });
  const page = await t.app.inject({ method: 'GET', url: authorized.body });
  const cardId = /data-card-id="([^"]+)"/.exec(page.body)![1]!;
  await t.app.inject({
    method: 'POST',
    url: '/pay/card/security',
    payload: { session: sessionOf(authorized.body), token: mp.cards.tokenizeSaved(cardId) },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/analyses',
    headers: { ...me.headers, 'idempotency-key': randomUUID() },
    payload: { instrumentToken: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { me, reference: res.json().order.transaction.reference as string };
}

const orderOf = async (accountId: string) =>
  (await t.app.database.db.select().from(orders).where(eq(orders.accountId, accountId)))[0]!;

describe('MercadoPago webhooks, as MercadoPago sends them', () => {
  it('the stand-in signs like MercadoPago: the SDK’s own validator accepts its notifications, case kept', () => {
    for (const id of ['1319000001', 'AbC123xYz']) {
      const n = webhookNotification({ id, secret: MP_TEST_WEBHOOK_SECRET });
      const url = new URL(n.url, 'http://x');
      expect(() =>
        WebhookSignatureValidator.validate({
          xSignature: n.headers['x-signature'],
          xRequestId: n.headers['x-request-id'],
          dataId: url.searchParams.get('data.id'),
          secret: MP_TEST_WEBHOOK_SECRET,
          toleranceSeconds: 60,
        }),
      ).not.toThrow();
    }
  });

  it('charges and preferences ask for webhooks only (notification_url with source_news=webhooks)', async () => {
    await buyKit('APRO');
    const charge = mp.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments').at(-1)!;
    const expected = `${t.config.publicUrl}/v1/payment/webhook?source_news=webhooks`;
    expect((charge.body as { notification_url: string }).notification_url).toBe(expected);

    const meals = await orderMeals(t.app, { buyer: { email: 'webhooks@test.uy' } });
    await t.app.inject({
      method: 'POST',
      url: '/v1/payment/create_preference',
      payload: { orderId: meals.orderId, accessKey: meals.accessKey },
    });
    expect(mp.preferences.at(-1)!.request.notification_url).toBe(expected);
  });

  it('a notification MercadoPago sends again hours later (its retries) is still applied', async () => {
    const { me, reference } = await buyKit('CONT');
    mp.cards.settle(reference, 'approved');
    // MercadoPago retries every 15 minutes, then less often: the signed ts is the first attempt's.
    const retry = mp.notification(reference, { ts: Math.floor(Date.now() / 1000) - 6 * 3600 });
    expect(retry.url).toContain('source_news=webhooks');
    const res = await injectNotification(t.app, retry);
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderOf(me.account.id)).status).toBe('paid');
  });

  it('well-formed, signed notifications of topics we do not use are acknowledged (200) and change nothing', async () => {
    for (const topic of ['topic_merchant_order_wh', 'topic_claims_integration_wh', 'topic_card_id_wh'] as const) {
      const res = await injectNotification(t.app, mp.notification('987654321', { topic }));
      expect(res.statusCode, `${topic}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(mp.requests.some((r) => r.path.startsWith('/merchant_orders') || r.path.includes('claims'))).toBe(false);
  });

  it('refuses (401) what MercadoPago did not sign: no signature, another secret, a tampered id', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook?data.id=1&type=payment',
      payload: { type: 'payment', data: { id: '1' } },
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await injectNotification(t.app, mp.notification('1', { secret: 'not-the-secret-at-all' }));
    expect(forged.statusCode).toBe(401);
    const n = mp.notification('1');
    const tampered = await injectNotification(t.app, { ...n, url: n.url.replace('data.id=1', 'data.id=2') });
    expect(tampered.statusCode).toBe(401);
    const requestId = randomUUID();
    const future = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook?data.id=1&type=payment',
      headers: {
        'x-request-id': requestId,
        'x-signature': signNotification(
          MP_TEST_WEBHOOK_SECRET,
          '1',
          requestId,
          Math.floor(Date.now() / 1000) + 24 * 3600,
        ),
      },
      payload: { type: 'payment', data: { id: '1' } },
    });
    expect(future.statusCode).toBe(401);
  });
});
