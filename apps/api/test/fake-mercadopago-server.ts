import { startFakeMercadoPago } from './fakes/fake-mercadopago';

/**
 * The local MercadoPago fake as a process, for the browser journeys (e2e/playwright.config.ts):
 * `FAKE_MP_PORT` (default 3190), the test credentials below. Stops on SIGTERM/SIGINT.
 */
const port = Number(process.env.FAKE_MP_PORT ?? 3190);
const fake = await startFakeMercadoPago({
  port,
  accessToken: 'TEST-e2e-access-token',
  publicKey: 'TEST-e2e-public-key',
  // The e2e app's MP_WEBHOOK_SECRET (e2e/playwright.config.ts): `deliver` signs with it.
  webhookSecret: 'e2e-webhook-secret-for-the-fake',
});
process.stdout.write(`fake MercadoPago on ${fake.baseUrl}\n`);
const stop = () => void fake.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
