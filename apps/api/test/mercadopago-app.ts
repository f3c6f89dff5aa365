import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type FakeMercadoPago, signNotification, startFakeMercadoPago } from './fakes/fake-mercadopago';
import { buildTestApp, type TestApp } from './helpers';

/** The webhook secret the MercadoPago test apps share. */
export const MP_TEST_WEBHOOK_SECRET = 'webhook-secret-for-tests';

/**
 * An app configured for MercadoPago (kits, meals and consultations), pointed at a fresh local fake of
 * its API. `close` stops both.
 */
export async function buildMercadoPagoTestApp(env: Record<string, string> = {}) {
  const mp: FakeMercadoPago = await startFakeMercadoPago();
  const t: TestApp = await buildTestApp({
    MP_ACCESS_TOKEN: mp.accessToken,
    MP_PUBLIC_KEY: mp.publicKey,
    MP_WEBHOOK_SECRET: MP_TEST_WEBHOOK_SECRET,
    MP_BASE_URL: mp.baseUrl,
    // The fake serves a stand-in for MercadoPago.js too (our card frame page loads it).
    MP_SDK_URL: `${mp.baseUrl}/js/v2`,
    ...env,
  });
  return {
    mp,
    t,
    close: async () => {
      await t.close();
      await mp.close();
    },
  };
}

/**
 * MercadoPago's signed notification about a payment (or, with `topic: 'chargebacks'`, a chargeback),
 * as its webhook sends it (ts defaults to now).
 */
export function mercadoPagoWebhook(
  app: FastifyInstance,
  id: string,
  {
    secret = MP_TEST_WEBHOOK_SECRET,
    ts = Math.floor(Date.now() / 1000),
    topic = 'payment',
  }: { secret?: string; ts?: number; topic?: 'payment' | 'chargebacks' } = {},
) {
  const requestId = randomUUID();
  return app.inject({
    method: 'POST',
    url: `/v1/payment/webhook?type=${topic}&data.id=${id}`,
    payload: { type: topic, action: `${topic}.updated`, data: { id } },
    headers: { 'x-signature': signNotification(secret, id, requestId, ts), 'x-request-id': requestId },
  });
}
