import { User } from 'mercadopago';
import { sdkConfigFactory, withBaseUrl } from './mercadopago/sdk';

/**
 * What `npm run payments:check` verifies before going live, without charging anything: the
 * MercadoPago credentials (the access token answers /users/me for a Uruguayan account, the public key
 * lists the card methods and their instalment plans), that both are of the same kind (test or
 * production), the webhook secret, and that our webhook address is reachable from here and refuses
 * an unsigned notification. Each line says what is missing or wrong.
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
}

const kindOf = (credential: string) =>
  credential.startsWith('TEST-') ? 'test' : credential.startsWith('APP_USR-') ? 'production' : 'unknown';

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
  if (kinds[0] !== kinds[1])
    add('fail', `The access token is a ${kinds[0]} credential and the public key a ${kinds[1]} one: use a pair.`);
  else
    add(
      kinds[0] === 'production' ? 'ok' : 'warn',
      `Credentials: ${kinds[0]} pair${kinds[0] === 'test' ? ' (no real money moves)' : ''}.`,
    );

  const api = (env.MP_BASE_URL ?? 'https://api.mercadopago.com').replace(/\/+$/, '');
  try {
    const me = await withBaseUrl(env.MP_BASE_URL, () => new User(sdkConfigFactory({ accessToken: token })()).get());
    if (me.site_id && me.site_id !== 'MLU')
      add('fail', `The account belongs to site ${me.site_id}, not Uruguay (MLU).`);
    else add('ok', `Access token accepted: account ${me.id ?? '?'} (${me.site_id ?? 'site unknown'}).`);
  } catch (error) {
    add('fail', `The access token was refused: ${(error as Error).message}`);
  }

  try {
    const res = await fetchImpl(`${api}/v1/payment_methods?public_key=${encodeURIComponent(publicKey)}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const methods = (await res.json()) as Array<{ id?: string; payment_type_id?: string; status?: string }>;
    const cards = new Set(methods.filter((m) => m.status !== 'inactive').map((m) => m.id));
    const missing = ['visa', 'master', 'oca'].filter((id) => !cards.has(id));
    if (missing.length)
      add('warn', `Public key accepted, but these card methods are not offered: ${missing.join(', ')}.`);
    else add('ok', 'Public key accepted: Visa, Mastercard and OCA are offered.');
    const plans = await fetchImpl(
      `${api}/v1/payment_methods/installments?public_key=${encodeURIComponent(publicKey)}&amount=249&payment_method_id=visa`,
    );
    if (!plans.ok) throw new Error(`instalments: HTTP ${plans.status}`);
    const counts = (
      (await plans.json()) as Array<{ payer_costs?: Array<{ installments?: number }> }>
    )[0]?.payer_costs?.map((c) => c.installments);
    add('ok', `Instalment plans for a US$ 249 Visa charge: ${counts?.join(', ') || 'none'}.`);
  } catch (error) {
    add('fail', `The public key was refused: ${(error as Error).message}`);
  }

  if (!secret)
    add('fail', 'MP_WEBHOOK_SECRET is missing: every notification would be refused (Webhooks → Clave secreta).');
  else if (secret.length < 16)
    add('fail', 'MP_WEBHOOK_SECRET looks too short to be the webhook secret MercadoPago shows.');
  else
    add(
      'ok',
      'Webhook secret set (MercadoPago offers no call to compare it: use "Simular notificación" after deploying).',
    );

  const publicUrl = env.PUBLIC_URL;
  if (!publicUrl) add('fail', 'PUBLIC_URL is missing: MercadoPago needs our webhook address.');
  else {
    const webhook = `${publicUrl.replace(/\/+$/, '')}/v1/payment/webhook`;
    const url = new URL(webhook);
    if (url.protocol !== 'https:' && kinds[0] === 'production') add('fail', `The webhook must be https: ${webhook}`);
    if (['localhost', '127.0.0.1'].includes(url.hostname))
      add('warn', `${webhook} is local: MercadoPago cannot reach it.`);
    try {
      const res = await fetchImpl(`${webhook}?type=payment&data.id=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'payment', data: { id: '1' } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 401) add('ok', `Webhook to register: ${webhook} (reachable; refuses unsigned notifications).`);
      else add('warn', `Webhook ${webhook} answered ${res.status} to an unsigned notification (expected 401).`);
    } catch (error) {
      add('warn', `Webhook ${webhook} is not reachable from here: ${(error as Error).message}`);
    }
  }
  return lines;
}
