import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from '../src/app';
import { FAKE_WEBHOOK_SECRET, type FakeMercadoPago, startFakeMercadoPago } from './fakes/fake-mercadopago';
import { type NotificationTopic, type WebhookNotification, webhookNotification } from './fakes/mercadopago-wire';
import { buildTestApp, type TestApp } from './helpers';

/** The webhook secret the MercadoPago test apps share (the fake signs with it too). */
export const MP_TEST_WEBHOOK_SECRET = FAKE_WEBHOOK_SECRET;

/**
 * An app configured for MercadoPago (kits, meals and consultations), pointed at a fresh local fake of
 * its API (a Uruguayan account: cards are charged in UYU). `close` stops both.
 */
export async function buildMercadoPagoTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
  fakeOptions: Parameters<typeof startFakeMercadoPago>[0] = {},
) {
  const mp: FakeMercadoPago = await startFakeMercadoPago({ webhookSecret: MP_TEST_WEBHOOK_SECRET, ...fakeOptions });
  const t: TestApp = await buildTestApp(
    {
      MP_ACCESS_TOKEN: mp.accessToken,
      MP_PUBLIC_KEY: mp.publicKey,
      MP_WEBHOOK_SECRET: MP_TEST_WEBHOOK_SECRET,
      MP_BASE_URL: mp.baseUrl,
      // The fake serves stand-ins for MercadoPago.js and its security.js too (our card frame page loads them).
      MP_SDK_URL: `${mp.baseUrl}/js/v2`,
      ...env,
    },
    options,
  );
  return {
    mp,
    t,
    close: async () => {
      await t.close();
      await mp.close();
    },
  };
}

/** Posts a webhook (as built by the fake or `webhookNotification`) to the app. */
export function injectNotification(app: FastifyInstance, notification: WebhookNotification) {
  const url = /^https?:\/\//.test(notification.url)
    ? (() => {
        const u = new URL(notification.url);
        return `${u.pathname}${u.search}`;
      })()
    : notification.url;
  return app.inject({ method: 'POST', url, headers: notification.headers, payload: notification.payload });
}

/**
 * MercadoPago's signed webhook about a payment (or, with `topic: 'topic_chargebacks_wh'`, a chargeback),
 * as it sends it (ts defaults to now), to our webhook address.
 */
export function mercadoPagoWebhook(
  app: FastifyInstance,
  id: string,
  {
    secret = MP_TEST_WEBHOOK_SECRET,
    ts,
    topic = 'payment',
  }: { secret?: string; ts?: number; topic?: NotificationTopic } = {},
) {
  return injectNotification(app, webhookNotification({ id, topic, secret, ts }));
}
