/**
 * Test support: a stand-in for the parts of MercadoPago's REST API we use, served by `node:http` on a
 * random local port, answering with the shapes of the official SDK's types (mercadopago-wire.ts) and
 * behaving like a Uruguayan (MLU) account: card payments are made in the site's currency (UYU) whatever
 * we meant; the Payments API has no currency field. Point the provider's `baseUrl` at `fake.baseUrl`
 * and assert on `fake.requests`.
 *
 *   POST /checkout/preferences      Checkout Pro: checks the body, the bearer token and the currency the
 *                                   site takes (MLU: UYU or USD); a repeated X-Idempotency-Key answers
 *                                   the preference created first.
 *   GET  /v1/payments/:id           a payment (added with `addPayment` or made by a card charge), else 404.
 *   GET  /v1/payments/search        those payments filtered by `external_reference`, newest first.
 *   PUT  /v1/payments/:id           `{ status: 'cancelled' }` cancels a pending / in-process payment
 *                                   (the SDK's Payment.cancel), 400 for any other state.
 *   POST /v1/payments/:id/refunds   all that is left, or `amount` of it; answers the refund with its real
 *                                   status: `approved`, or `in_process` / `rejected` when told so
 *                                   (`nextRefunds`); a repeated X-Idempotency-Key answers the first refund.
 *   GET  /v1/payments/:id/refunds/:refund   that refund as it is now.
 *   GET  /users/me                  the account (site MLU; tagged `test_user` for a test user).
 *   GET  /js/v2, /v2/security.js     stand-ins for MercadoPago.js and its device fingerprint script.
 *   …and the card endpoints of fake-mercadopago-cards.ts (customers, cards, tokens, charges, 3-D Secure,
 *   chargebacks, instalments, payment methods).
 *
 * Notifications are MercadoPago's webhooks: the payment's `notification_url` with `data.id` and `type`
 * appended, `x-signature` (ts in seconds, HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`)
 * and a body `{ action, api_version, data: { id }, date_created, id, live_mode, type, user_id }`
 * (`notification`, `deliver`). Every request answers 401 without the right bearer token, with
 * MercadoPago's error body (`{ message, error, status, cause }`).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeCards, type FakeCards } from './fake-mercadopago-cards';
import { fakeSdkScript, fakeSecurityScript } from './fake-mercadopago-sdk';
import {
  errorBody,
  type NotificationTopic,
  PREFERENCE_CURRENCIES,
  type PreferenceRequest,
  SITE_CURRENCY,
  type WebhookNotification,
  type WirePayment,
  type WirePaymentSearch,
  type WirePreference,
  type WireRefund,
  type WireUser,
  webhookNotification,
} from './mercadopago-wire';

export { signNotification } from './mercadopago-wire';

/** The webhook secret the fake signs its notifications with by default (the test apps' MP_WEBHOOK_SECRET). */
export const FAKE_WEBHOOK_SECRET = 'webhook-secret-for-tests';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names, as node gives them. */
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body was JSON, the raw text otherwise, null when empty. */
  body: unknown;
}

/** A payment a test puts at the provider (a checkout payment, a payment of another amount...). */
export interface FakePaymentInput {
  id: string | number;
  status: string;
  external_reference: string | null;
  /** In pesos (or the currency's units), like MercadoPago (not cents). */
  transaction_amount: number;
  currency_id: string;
  status_detail?: string;
  /** In units; partial refunds add up here. */
  transaction_amount_refunded?: number;
  installments?: number;
  payment_method_id?: string;
  notification_url?: string;
}

export interface FakePreference {
  id: string;
  idempotencyKey: string | null;
  /** The body as received. */
  request: Record<string, unknown>;
  /** What the fake answered. */
  response: WirePreference;
}

export interface FakeRefund {
  id: number;
  paymentId: string;
  idempotencyKey: string | null;
  /** In units. */
  amount: number;
  status: 'approved' | 'in_process' | 'rejected';
}

export type FakeNotification = WebhookNotification;

export interface FakeMercadoPago {
  /** `http://127.0.0.1:<port>`, for the provider's `baseUrl`. */
  readonly baseUrl: string;
  /** The same server under another origin (`http://localhost:<port>`): where a 3-D Secure challenge ends. */
  readonly otherOrigin: string;
  readonly accessToken: string;
  readonly publicKey: string;
  readonly site: string;
  /** The currency the account charges cards in (MLU: UYU). */
  readonly currency: string;
  /** The card endpoints (customers, cards, card tokens, card payments, chargebacks): fake-mercadopago-cards.ts. */
  readonly cards: FakeCards;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Preferences created, in order. */
  readonly preferences: FakePreference[];
  /** Refunds asked, in order, with their status. */
  readonly refunds: FakeRefund[];
  addPayment(payment: FakePaymentInput): void;
  /** The payment as GET /v1/payments/{id} answers it. */
  payment(id: string): WirePayment | undefined;
  /** The next `times` refunds answer `status` (in_process: money not back until `settleRefund`). */
  nextRefunds(status: 'in_process' | 'rejected', times?: number): void;
  /** An in-process refund ends: approved (the money is back) or rejected. */
  settleRefund(refundId: number, status: 'approved' | 'rejected'): void;
  /** The next `times` requests answer `status` with a MercadoPago-shaped error (still recorded). */
  failNext(status: number, times?: number): void;
  /**
   * The webhook MercadoPago sends about `id` on `topic`: to `notificationUrl` (default: the payment's
   * own `notification_url`, else `/v1/payment/webhook`), signed with `secret` at `ts` (seconds).
   */
  notification(
    id: string,
    options?: { topic?: NotificationTopic; secret?: string; ts?: number; notificationUrl?: string },
  ): FakeNotification;
  /** Posts `notification(...)` to its URL when that is an absolute http(s) URL (the browser journeys). */
  deliver(id: string, options?: { topic?: NotificationTopic }): Promise<number>;
  close(): Promise<void>;
}

export interface FakeMercadoPagoOptions {
  /** The only token accepted. Default `TEST-fake-access-token`. */
  accessToken?: string;
  /** The only public key accepted (card tokens, instalments). Default `TEST-fake-public-key`. */
  publicKey?: string;
  /** The account's site. Default MLU (Uruguay: cards are charged in UYU). */
  site?: keyof typeof SITE_CURRENCY;
  /** A test user's account (production-looking `APP_USR-` credentials, tagged `test_user` by /users/me). */
  testUser?: boolean;
  /** What notifications are signed with. Default FAKE_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Where `init_point` points. Default MercadoPago Uruguay's checkout page. */
  checkoutBaseUrl?: string;
  /** A fixed port (the browser journeys' fake server); default a free one. */
  port?: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const isIsoWithOffset = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?[+-]\d{2}:\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** The causes MercadoPago would answer 400 with for a preference body, empty when it is valid. */
function preferenceProblems(body: unknown, currencies: string[]): string[] {
  if (!isObject(body)) return ['body must be a JSON object'];
  const problems: string[] = [];
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) problems.push('items must be a non-empty array');
  else
    for (const [index, item] of items.entries()) {
      if (!isObject(item)) {
        problems.push(`items[${index}] must be an object`);
        continue;
      }
      if (!isNonEmptyString(item.title)) problems.push(`items[${index}].title is required`);
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1)
        problems.push(`items[${index}].quantity must be a positive integer`);
      if (typeof item.unit_price !== 'number' || !Number.isFinite(item.unit_price) || item.unit_price <= 0)
        problems.push(`items[${index}].unit_price must be a positive number`);
      if (!(typeof item.currency_id === 'string' && currencies.includes(item.currency_id)))
        problems.push(`items[${index}].currency_id is invalid for this site`);
    }
  if (body.external_reference !== undefined) {
    if (typeof body.external_reference !== 'string' || body.external_reference.length > 256)
      problems.push('external_reference must be a string of at most 256 characters');
  }
  if (body.payer !== undefined) {
    if (!isObject(body.payer)) problems.push('payer must be an object');
    else if (body.payer.email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(body.payer.email)))
      problems.push('payer.email is invalid');
  }
  if (body.back_urls !== undefined) {
    if (!isObject(body.back_urls)) problems.push('back_urls must be an object');
    else
      for (const key of ['success', 'failure', 'pending'] as const) {
        const value = body.back_urls[key];
        if (value !== undefined && !isHttpUrl(value)) problems.push(`back_urls.${key} must be a URL`);
      }
  }
  if (body.auto_return !== undefined) {
    if (body.auto_return !== 'approved' && body.auto_return !== 'all') problems.push('auto_return is invalid');
    // MercadoPago: "auto_return invalid. back_url.success must be defined".
    if (!(isObject(body.back_urls) && isHttpUrl(body.back_urls.success)))
      problems.push('auto_return invalid. back_url.success must be defined');
  }
  if (body.notification_url !== undefined && !isHttpUrl(body.notification_url))
    problems.push('notification_url must be a URL');
  if (body.expires !== undefined && typeof body.expires !== 'boolean') problems.push('expires must be a boolean');
  for (const key of ['expiration_date_from', 'expiration_date_to'] as const) {
    // MercadoPago takes these only as ISO 8601 with an explicit offset (yyyy-MM-ddTHH:mm:ss.SSS±hh:mm).
    if (body[key] !== undefined && !isIsoWithOffset(body[key])) problems.push(`${key} must be an ISO date with offset`);
  }
  if (body.expires === true && body.expiration_date_to === undefined)
    problems.push('expiration_date_to is required when expires is true');
  if (
    isIsoWithOffset(body.expiration_date_from) &&
    isIsoWithOffset(body.expiration_date_to) &&
    Date.parse(body.expiration_date_from) > Date.parse(body.expiration_date_to)
  )
    problems.push('expiration_date_from must be before expiration_date_to');
  return problems;
}

// The browser calls the card-token endpoint from our frame page, like MercadoPago's own API allows.
const CORS = { 'access-control-allow-origin': '*' };

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...CORS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const accessToken = options.accessToken ?? 'TEST-fake-access-token';
  const publicKey = options.publicKey ?? 'TEST-fake-public-key';
  const site = options.site ?? 'MLU';
  const currency = SITE_CURRENCY[site]!;
  const webhookSecret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const liveMode = !accessToken.startsWith('TEST-') && !options.testUser;
  const checkoutBaseUrl = options.checkoutBaseUrl ?? 'https://www.mercadopago.com.uy';
  const requests: RecordedRequest[] = [];
  const preferences: FakePreference[] = [];
  const refunds: FakeRefund[] = [];
  const refundModes: Array<'in_process' | 'rejected'> = [];
  const payments = new Map<string, WirePayment>();
  const collectorId = 123456789;
  const failures: number[] = [];
  let baseUrl = '';
  let otherOrigin = '';

  const newPayment = (input: FakePaymentInput): WirePayment => {
    const now = new Date().toISOString();
    return {
      id: Number(input.id),
      date_created: now,
      date_approved: input.status === 'approved' ? now : undefined,
      date_last_updated: now,
      operation_type: 'regular_payment',
      payment_method_id: input.payment_method_id ?? 'visa',
      payment_type_id: 'credit_card',
      status: input.status,
      status_detail: input.status_detail ?? (input.status === 'approved' ? 'accredited' : input.status),
      currency_id: input.currency_id,
      live_mode: liveMode,
      collector_id: collectorId,
      external_reference: input.external_reference ?? undefined,
      transaction_amount: input.transaction_amount,
      transaction_amount_refunded: input.transaction_amount_refunded ?? 0,
      installments: input.installments ?? 1,
      captured: true,
      binary_mode: false,
      notification_url: input.notification_url,
      refunds: [],
      transaction_details: {
        net_received_amount: round2(input.transaction_amount * 0.95),
        total_paid_amount: input.transaction_amount,
        installment_amount: round2(input.transaction_amount / (input.installments ?? 1)),
      },
    };
  };

  const cards = createFakeCards({
    accessToken,
    publicKey,
    payments,
    currency,
    liveMode,
    collectorId,
    send,
    baseUrl: () => baseUrl,
    otherOrigin: () => otherOrigin,
  });

  const refundBody = (refund: FakeRefund): WireRefund => ({
    id: refund.id,
    payment_id: Number(refund.paymentId),
    amount: refund.amount,
    status: refund.status,
    date_created: new Date().toISOString(),
    source: { id: String(collectorId), name: 'NutriTest', type: 'collector' },
    refund_mode: 'standard',
    adjustment_amount: 0,
    unique_sequence_number: String(refund.id),
    amount_refunded_to_payer: refund.status === 'approved' ? refund.amount : 0,
  });

  /** Money given back at a payment: its refunded amount, and `refunded` once all of it is. */
  function giveBack(payment: WirePayment, amount: number) {
    payment.transaction_amount_refunded = round2((payment.transaction_amount_refunded ?? 0) + amount);
    if (payment.transaction_amount_refunded >= payment.transaction_amount) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
    } else payment.status_detail = 'partially_refunded';
    payment.date_last_updated = new Date().toISOString();
  }

  function notification(
    id: string,
    opts: { topic?: NotificationTopic; secret?: string; ts?: number; notificationUrl?: string } = {},
  ): FakeNotification {
    const topic = opts.topic ?? 'payment';
    return webhookNotification({
      id,
      topic,
      secret: opts.secret ?? webhookSecret,
      ts: opts.ts,
      notificationUrl: opts.notificationUrl ?? (topic === 'payment' ? payments.get(id)?.notification_url : undefined),
      liveMode,
      userId: collectorId,
    });
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });

    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      });
      return void response.end();
    }
    // MercadoPago.js and its device fingerprint script, for our card frame page in the browser journeys.
    if (method === 'GET' && (url.pathname === '/js/v2' || url.pathname === '/v2/security.js')) {
      response.writeHead(200, { ...CORS, 'content-type': 'application/javascript; charset=utf-8' });
      return void response.end(url.pathname === '/js/v2' ? fakeSdkScript : fakeSecurityScript);
    }

    const failure = failures.shift();
    if (failure !== undefined) return send(response, failure, errorBody(failure, 'internal_error', 'injected failure'));

    if (await cards.handle(method, url, body, request, response)) return;

    if (request.headers.authorization !== `Bearer ${accessToken}`)
      return send(response, 401, errorBody(401, 'unauthorized', 'invalid access token'));

    if (method === 'GET' && url.pathname === '/users/me') {
      const me: WireUser = {
        id: collectorId,
        nickname: options.testUser || accessToken.startsWith('TEST-') ? 'TESTNUTRITEST' : 'NUTRITEST',
        site_id: site,
        country_id: site === 'MLU' ? 'UY' : undefined,
        email: options.testUser ? 'test_user_123@testuser.com' : 'pagos@nutritest.example',
        tags: options.testUser ? ['normal', 'test_user'] : ['normal'],
        user_type: 'normal',
        first_name: 'NutriTest',
        last_name: 'SAS',
      } as WireUser;
      return send(response, 200, me);
    }

    // The SDK posts to `/checkout/preferences/`, the docs show it without the slash: accept both.
    if (method === 'POST' && /^\/checkout\/preferences\/?$/.test(url.pathname)) {
      const problems = preferenceProblems(body, PREFERENCE_CURRENCIES[site] ?? [currency]);
      if (problems.length > 0) return send(response, 400, errorBody(400, 'bad_request', problems[0]!, problems));
      const requestBody = body as Json & PreferenceRequest;
      const idempotencyKey =
        typeof request.headers['x-idempotency-key'] === 'string' ? request.headers['x-idempotency-key'] : null;
      const earlier = idempotencyKey ? preferences.find((p) => p.idempotencyKey === idempotencyKey) : undefined;
      if (earlier) return send(response, 201, earlier.response);
      const id = `${collectorId}-${randomUUID()}`;
      const answer: WirePreference = {
        ...requestBody,
        id,
        collector_id: collectorId,
        client_id: '1234567890123456',
        operation_type: 'regular_payment',
        date_created: new Date().toISOString(),
        site_id: site,
        external_reference: requestBody.external_reference ?? '',
        init_point: `${checkoutBaseUrl}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${checkoutBaseUrl.replace('://www.', '://sandbox.')}/checkout/v1/redirect?pref_id=${id}`,
      } as WirePreference;
      preferences.push({ id, idempotencyKey, request: requestBody, response: answer });
      return send(response, 201, answer);
    }

    if (method === 'GET' && url.pathname === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const results = [...payments.values()]
        .filter((p) => reference === null || p.external_reference === reference)
        .reverse();
      const answer: WirePaymentSearch = { paging: { total: results.length, limit: 30, offset: 0 }, results };
      return send(response, 200, answer);
    }

    const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (refundMatch && method === 'GET' && refundMatch[2]) {
      const refund = refunds.find(
        (r) => r.paymentId === decodeURIComponent(refundMatch[1]!) && String(r.id) === refundMatch[2],
      );
      if (!refund) return send(response, 404, errorBody(404, 'not_found', 'Refund not found'));
      return send(response, 200, refundBody(refund));
    }
    if (method === 'POST' && refundMatch && !refundMatch[2]) {
      const paymentId = decodeURIComponent(refundMatch[1]!);
      const payment = payments.get(paymentId);
      if (!payment) return send(response, 404, errorBody(404, 'not_found', 'Payment not found'));
      const idempotencyKey =
        typeof request.headers['x-idempotency-key'] === 'string' ? request.headers['x-idempotency-key'] : null;
      const earlier = refunds.find((r) => r.paymentId === paymentId && r.idempotencyKey === idempotencyKey);
      if (earlier && idempotencyKey !== null) return send(response, 201, refundBody(earlier));
      if (payment.status !== 'approved')
        return send(
          response,
          400,
          errorBody(400, 'bad_request', `Payment in status ${payment.status} cannot be refunded`),
        );
      // `amount` (units) refunds part of it; without it, all that is left (minus refunds in process).
      const inProcess = refunds
        .filter((r) => r.paymentId === paymentId && r.status === 'in_process')
        .reduce((sum, r) => sum + r.amount, 0);
      const left = round2(payment.transaction_amount - (payment.transaction_amount_refunded ?? 0) - inProcess);
      const asked = isObject(body) && body.amount !== undefined ? Number(body.amount) : left;
      if (!(asked > 0) || asked > left)
        return send(response, 400, errorBody(400, 'bad_request', 'Invalid refund amount'));
      const status = refundModes.shift() ?? 'approved';
      const refund: FakeRefund = { id: 900_000 + refunds.length, paymentId, idempotencyKey, amount: asked, status };
      refunds.push(refund);
      payment.refunds = [...(payment.refunds ?? []), refundBody(refund)];
      if (status === 'approved') giveBack(payment, asked);
      return send(response, 201, refundBody(refund));
    }

    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return send(response, 404, errorBody(404, 'not_found', 'Payment not found'));
      return send(response, 200, payment);
    }
    if (method === 'PUT' && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return send(response, 404, errorBody(404, 'not_found', 'Payment not found'));
      if (!(isObject(body) && body.status === 'cancelled'))
        return send(response, 400, errorBody(400, 'bad_request', 'only status cancelled can be set'));
      if (!['pending', 'in_process', 'authorized'].includes(payment.status))
        return send(
          response,
          400,
          errorBody(400, 'bad_request', `Payment in status ${payment.status} cannot be cancelled`),
        );
      payment.status = 'cancelled';
      payment.status_detail = 'by_collector';
      delete payment.three_ds_info;
      payment.date_last_updated = new Date().toISOString();
      return send(response, 200, payment);
    }

    return send(response, 404, errorBody(404, 'not_found', `resource ${method} ${url.pathname} not found`));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, errorBody(500, 'internal_error', String(error)));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  otherOrigin = `http://localhost:${port}`;

  return {
    baseUrl,
    otherOrigin,
    accessToken,
    publicKey,
    site,
    currency,
    cards,
    requests,
    preferences,
    refunds,
    addPayment(payment) {
      payments.set(String(payment.id), newPayment(payment));
    },
    payment: (id) => payments.get(id),
    nextRefunds(status, times = 1) {
      for (let i = 0; i < times; i++) refundModes.push(status);
    },
    settleRefund(refundId, status) {
      const refund = refunds.find((r) => r.id === refundId);
      if (refund?.status !== 'in_process') throw new Error(`fake: no refund in process ${refundId}`);
      refund.status = status;
      const payment = payments.get(refund.paymentId)!;
      payment.refunds = (payment.refunds ?? []).map((r) => (r.id === refund.id ? refundBody(refund) : r));
      if (status === 'approved') giveBack(payment, refund.amount);
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    notification,
    async deliver(id, opts = {}) {
      const n = notification(id, opts);
      if (!/^https?:\/\//.test(n.url)) throw new Error(`fake: no absolute notification URL for ${id}`);
      const res = await fetch(n.url, { method: 'POST', headers: n.headers, body: JSON.stringify(n.payload) });
      return res.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive: drop them so close() does not wait for their timeout.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
