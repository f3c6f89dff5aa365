import { createHmac, randomUUID } from 'node:crypto';
import { User } from 'mercadopago';
import { missingFrameHosts } from './mercadopago/browser-hosts';
import { SITE_CURRENCY } from './mercadopago/card-payments';
import { sdkConfigFactory, withBaseUrl } from './mercadopago/sdk';

/**
 * What `npm run payments:check` verifies before going live, without charging anybody: the MercadoPago
 * credentials (the access token answers /users/me; the public key lists the card methods and their
 * instalment plans), whose they are (production, a test user's `APP_USR-` pair, or `TEST-` ones), the
 * currency the account charges cards in (its site: kits are charged in it, decision 065), the webhook
 * secret through a signed notification round trip (our webhook must take it: 200) and an unsigned one
 * (refused: 401), and the card frame's CSP against the hosts MercadoPago.js needs. Each line says what
 * is missing or wrong.
 */
export interface CheckLine {
  status: 'ok' | 'warn' | 'fail';
  text: string;
}

export interface PaymentsCheckEnv {
  MP_ACCESS_TOKEN?: string;
  MP_PUBLIC_KEY?: string;
  MP_WEBHOOK_SECRET?: string;
  MP_BASE_URL?: string;
  PUBLIC_URL?: string;
  EXCHANGE_RATES_SOURCE?: string;
  NODE_ENV?: string;
}

const kindOf = (credential: string) =>
  credential.startsWith('TEST-') ? 'test' : credential.startsWith('APP_USR-') ? 'production' : 'unknown';

/** A notification as MercadoPago signs it (ts in seconds), about a payment id no order of ours has. */
function signedProbe(secret: string, dataId: string) {
  const requestId = randomUUID();
  const ts = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' };
}

export async function checkPayments(env: PaymentsCheckEnv, fetchImpl: typeof fetch = fetch): Promise<CheckLine[]> {
  const lines: CheckLine[] = [];
  const add = (status: CheckLine['status'], text: string) => lines.push({ status, text });
  const { MP_ACCESS_TOKEN: token, MP_PUBLIC_KEY: publicKey, MP_WEBHOOK_SECRET: secret } = env;
  if (!token && !publicKey) {
    add('warn', 'MP_ACCESS_TOKEN and MP_PUBLIC_KEY are not set: payments run on the built-in sandbox (no real money).');
    return lines;
  }
  if (!token) add('fail', 'MP_ACCESS_TOKEN is missing (Tus integraciones → Credenciales → Access Token).');
  if (!publicKey) add('fail', 'MP_PUBLIC_KEY is missing (Tus integraciones → Credenciales → Public Key).');
  if (!token || !publicKey) return lines;

  const kinds = [kindOf(token), kindOf(publicKey)];
  const pairOk = kinds[0] === kinds[1];
  if (!pairOk)
    add('fail', `The access token is a ${kinds[0]} credential and the public key a ${kinds[1]} one: use a pair.`);

  const api = (env.MP_BASE_URL ?? 'https://api.mercadopago.com').replace(/\/+$/, '');
  let currency: string | null = null;
  try {
    const me = await withBaseUrl(env.MP_BASE_URL, () => new User(sdkConfigFactory({ accessToken: token })()).get());
    // A test user's credentials look like production ones (APP_USR-): the account says it is a test user.
    const testUser = (me.tags ?? []).includes('test_user') || /^TESTUSER|^TEST_USER/i.test(me.nickname ?? '');
    if (pairOk) {
      if (kinds[0] === 'test') add('warn', 'Credentials: test pair (TEST-…): no real money moves.');
      else if (testUser)
        add(
          'warn',
          "Credentials: a test user's credentials (APP_USR-…): no real money moves. Go live with the credentials of the seller's own account.",
        );
      else if (kinds[0] === 'production') add('ok', 'Credentials: production pair (APP_USR-…) of a real account.');
    }
    add('ok', `Access token accepted: account ${me.id ?? '?'} (${me.site_id ?? 'site unknown'}).`);
    currency = me.site_id ? ((SITE_CURRENCY as Record<string, string>)[me.site_id] ?? null) : null;
    const siteCurrency: Record<string, string> = {
      MLA: 'ARS',
      MLB: 'BRL',
      MLC: 'CLP',
      MCO: 'COP',
      MLM: 'MXN',
      MPE: 'PEN',
    };
    if (currency)
      add(
        'ok',
        `The account (site ${me.site_id}) charges cards in ${currency}: kits are charged in ${currency} at the day's exchange rate, meals and consultations in ${currency}.`,
      );
    else
      add(
        'fail',
        `The account (site ${me.site_id ?? 'unknown'}) charges cards in ${siteCurrency[me.site_id ?? ''] ?? 'another currency'}, not UYU: NutriTest sells in Uruguay (MLU) only.`,
      );
  } catch (error) {
    add('fail', `The access token was refused: ${(error as Error).message}`);
  }
  if (currency && env.EXCHANGE_RATES_SOURCE !== 'bcu' && env.NODE_ENV === 'production')
    add(
      'warn',
      "Kits are converted to pesos at the fixed CFE_USD_RATE: set EXCHANGE_RATES_SOURCE=bcu to use BCU's rate of the day.",
    );

  try {
    const res = await fetchImpl(`${api}/v1/payment_methods?public_key=${encodeURIComponent(publicKey)}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const methods = (await res.json()) as Array<{ id?: string; payment_type_id?: string; status?: string }>;
    const cards = new Set(methods.filter((m) => m.status !== 'inactive').map((m) => m.id));
    const missing = ['visa', 'master', 'oca'].filter((id) => !cards.has(id));
    if (missing.length)
      add('warn', `Public key accepted, but these card methods are not offered: ${missing.join(', ')}.`);
    else add('ok', 'Public key accepted: Visa, Mastercard and OCA are offered.');
    const sample = 10_000;
    const plans = await fetchImpl(
      `${api}/v1/payment_methods/installments?public_key=${encodeURIComponent(publicKey)}&amount=${sample}&payment_method_id=visa`,
    );
    if (!plans.ok) throw new Error(`instalments: HTTP ${plans.status}`);
    const counts = (
      (await plans.json()) as Array<{ payer_costs?: Array<{ installments?: number }> }>
    )[0]?.payer_costs?.map((c) => c.installments);
    add(
      'ok',
      `Instalment plans for a ${currency ?? 'UYU'} ${sample.toFixed(2)} Visa charge: ${counts?.join(', ') || 'none'}.`,
    );
  } catch (error) {
    add('fail', `The public key was refused: ${(error as Error).message}`);
  }

  if (!secret)
    add('fail', 'MP_WEBHOOK_SECRET is missing: every notification would be refused (Webhooks → Clave secreta).');
  else if (secret.length < 16)
    add('fail', 'MP_WEBHOOK_SECRET looks too short to be the webhook secret MercadoPago shows.');

  const publicUrl = env.PUBLIC_URL?.replace(/\/+$/, '');
  if (!publicUrl) {
    add('fail', 'PUBLIC_URL is missing: MercadoPago needs our webhook address.');
    return lines;
  }
  const webhook = `${publicUrl}/v1/payment/webhook?source_news=webhooks`;
  const url = new URL(webhook);
  if (url.protocol !== 'https:' && kinds[0] === 'production') add('fail', `The webhook must be https: ${webhook}`);
  if (['localhost', '127.0.0.1'].includes(url.hostname))
    add('warn', `${webhook} is local: MercadoPago cannot reach it.`);
  // An id no payment has: the webhook reads it back from MercadoPago (404), changes nothing, answers 200.
  const probeId = '1';
  const probe = `${webhook}&data.id=${probeId}&type=payment`;
  const body = JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: probeId } });
  try {
    const unsigned = await fetchImpl(probe, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (unsigned.status === 401)
      add('ok', `Webhook to register: ${webhook} (reachable; refuses unsigned notifications).`);
    else add('warn', `Webhook ${webhook} answered ${unsigned.status} to an unsigned notification (expected 401).`);
    if (secret) {
      const signed = await fetchImpl(probe, {
        method: 'POST',
        headers: signedProbe(secret, probeId),
        body,
        signal: AbortSignal.timeout(30_000),
      });
      if (signed.status === 200)
        add(
          'ok',
          'A notification signed with MP_WEBHOOK_SECRET went through the webhook (200): the server has the same secret.',
        );
      else
        add(
          'fail',
          `The webhook refused a notification signed with MP_WEBHOOK_SECRET (${signed.status}): the server's secret is not this one, or it cannot read payments.`,
        );
    }
  } catch (error) {
    add('warn', `Webhook ${webhook} is not reachable from here: ${(error as Error).message}`);
  }

  // The card frame's CSP (the page answers even without a session: its headers are what counts).
  try {
    const frame = await fetchImpl(`${publicUrl}/pay/card?session=payments-check`, {
      signal: AbortSignal.timeout(10_000),
    });
    const csp = frame.headers.get('content-security-policy') ?? '';
    const missing = missingFrameHosts(csp);
    if (frame.status === 404)
      add('fail', `${publicUrl}/pay/card answers 404: the server does not run with MercadoPago.`);
    else if (missing.length) add('fail', `The card frame's CSP misses ${missing.join(', ')}.`);
    else add('ok', "The card frame's CSP lets MercadoPago.js, its Bricks, secure fields and security.js run.");
  } catch (error) {
    add('warn', `The card frame ${publicUrl}/pay/card is not reachable from here: ${(error as Error).message}`);
  }
  return lines;
}
