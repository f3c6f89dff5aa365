/**
 * Test support: a tiny stand-in for the parts of MercadoPago's REST API that the checkout gateway
 * uses, served by `node:http` on a random local port. Point `createMercadoPagoGateway({ baseUrl })`
 * at `fake.baseUrl` and assert on `fake.requests`.
 *
 *   POST /checkout/preferences   (Checkout Pro) validates the body shape we send and the bearer
 *                                token, stores the preference, answers 201 with id and init_point.
 *                                A repeated X-Idempotency-Key answers the preference created first.
 *   GET  /v1/payments/:id        answers payments registered with `addPayment`, 404 otherwise.
 *   GET  /v1/payments/search     those payments filtered by `external_reference`, newest first.
 *   POST /v1/payments/:id/refunds full refund of an approved payment (status becomes `refunded`);
 *                                a repeated X-Idempotency-Key answers the first refund, any other
 *                                refund of a refunded payment answers 400.
 *
 * Every request answers 401 without the right `Authorization: Bearer <accessToken>`, with an error
 * body shaped like MercadoPago's (`{ message, error, status, cause }`).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeCards, type FakeCards } from './fake-mercadopago-cards';
import { fakeSdkScript } from './fake-mercadopago-sdk';

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

export interface FakePayment {
  id: string | number;
  status: string;
  external_reference: string | null;
  /** In pesos, like MercadoPago (not cents). */
  transaction_amount: number;
  currency_id: string;
  status_detail?: string;
  /** In pesos; partial refunds add up here. */
  transaction_amount_refunded?: number;
  installments?: number;
  payment_method_id?: string;
  card_last_four?: string;
  three_ds_info?: { external_resource_url: string; creq: string };
}

export interface FakePreference {
  id: string;
  idempotencyKey: string | null;
  /** The body as received. */
  request: Record<string, unknown>;
  /** What the fake answered. */
  response: Record<string, unknown>;
}

export interface FakeRefund {
  id: number;
  paymentId: string;
  idempotencyKey: string | null;
  /** In pesos. */
  amount: number;
}

export interface FakeMercadoPago {
  /** `http://127.0.0.1:<port>`, for the gateway's `baseUrl`. */
  readonly baseUrl: string;
  readonly accessToken: string;
  readonly publicKey: string;
  /** The card endpoints (customers, cards, card tokens, card payments, chargebacks): fake-mercadopago-cards.ts. */
  readonly cards: FakeCards;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Preferences created, in order. */
  readonly preferences: FakePreference[];
  /** Refunds made, in order (one per payment at most). */
  readonly refunds: FakeRefund[];
  addPayment(payment: FakePayment): void;
  /** The next `times` requests answer `status` with a MercadoPago-shaped error (still recorded). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

export interface FakeMercadoPagoOptions {
  /** The only token accepted. Default `TEST-fake-access-token`. */
  accessToken?: string;
  /** The only public key accepted (card tokens, instalments). Default `TEST-fake-public-key`. */
  publicKey?: string;
  /** Where `init_point` points. Default MercadoPago Uruguay's checkout page. */
  checkoutBaseUrl?: string;
  /** A fixed port (the browser journeys' fake server); default a free one. */
  port?: number;
}

/** The `x-signature` header value MercadoPago sends with a webhook about `dataId` (ts in seconds). */
export function signNotification(secret: string, dataId: string, requestId: string, ts: number | string): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

const CURRENCIES = new Set(['UYU', 'USD', 'ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN']);

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
function preferenceProblems(body: unknown): string[] {
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
      if (!(typeof item.currency_id === 'string' && CURRENCIES.has(item.currency_id)))
        problems.push(`items[${index}].currency_id is invalid`);
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

const errorBody = (status: number, error: string, message: string, causes: string[] = []) => ({
  message,
  error,
  status,
  cause: causes.map((description, index) => ({ code: 1000 + index, description, data: null })),
});

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

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const accessToken = options.accessToken ?? 'TEST-fake-access-token';
  const publicKey = options.publicKey ?? 'TEST-fake-public-key';
  const checkoutBaseUrl = options.checkoutBaseUrl ?? 'https://www.mercadopago.com.uy';
  const requests: RecordedRequest[] = [];
  const preferences: FakePreference[] = [];
  const refunds: FakeRefund[] = [];
  const payments = new Map<string, FakePayment>();
  const collectorId = 123456789;
  const failures: number[] = [];
  let baseUrl = '';
  const cards = createFakeCards({ accessToken, publicKey, payments, send, errorBody, baseUrl: () => baseUrl });

  const paymentBody = (payment: FakePayment) => ({
    id: /^\d+$/.test(String(payment.id)) ? Number(payment.id) : payment.id,
    status: payment.status,
    status_detail: payment.status_detail ?? (payment.status === 'approved' ? 'accredited' : payment.status),
    external_reference: payment.external_reference,
    transaction_amount: payment.transaction_amount,
    transaction_amount_refunded: payment.transaction_amount_refunded ?? 0,
    ...(payment.installments ? { installments: payment.installments } : {}),
    ...(payment.three_ds_info ? { three_ds_info: payment.three_ds_info } : {}),
    currency_id: payment.currency_id,
    collector_id: collectorId,
    live_mode: false,
    date_created: new Date().toISOString(),
    payment_method_id: payment.payment_method_id ?? 'visa',
    payment_type_id: 'credit_card',
  });

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
    // MercadoPago.js, for our card frame page in the browser journeys (fake-mercadopago-sdk.ts).
    if (method === 'GET' && url.pathname === '/js/v2') {
      response.writeHead(200, { ...CORS, 'content-type': 'application/javascript; charset=utf-8' });
      return void response.end(fakeSdkScript);
    }

    const failure = failures.shift();
    if (failure !== undefined) return send(response, failure, errorBody(failure, 'internal_error', 'injected failure'));

    if (await cards.handle(method, url, body, request, response)) return;

    if (request.headers.authorization !== `Bearer ${accessToken}`)
      return send(response, 401, errorBody(401, 'unauthorized', 'invalid access token'));

    // The SDK posts to `/checkout/preferences/`, the docs show it without the slash: accept both.
    if (method === 'POST' && /^\/checkout\/preferences\/?$/.test(url.pathname)) {
      const problems = preferenceProblems(body);
      if (problems.length > 0) return send(response, 400, errorBody(400, 'bad_request', problems[0]!, problems));
      const requestBody = body as Json;
      const idempotencyKey =
        typeof request.headers['x-idempotency-key'] === 'string' ? request.headers['x-idempotency-key'] : null;
      const earlier = idempotencyKey ? preferences.find((p) => p.idempotencyKey === idempotencyKey) : undefined;
      if (earlier) return send(response, 201, earlier.response);
      const id = `${collectorId}-${randomUUID()}`;
      const answer: Json = {
        ...requestBody,
        id,
        collector_id: collectorId,
        client_id: '1234567890123456',
        operation_type: 'regular_payment',
        date_created: new Date().toISOString(),
        external_reference: requestBody.external_reference ?? '',
        init_point: `${checkoutBaseUrl}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${checkoutBaseUrl.replace('://www.', '://sandbox.')}/checkout/v1/redirect?pref_id=${id}`,
      };
      preferences.push({ id, idempotencyKey, request: requestBody, response: answer });
      return send(response, 201, answer);
    }

    if (method === 'GET' && url.pathname === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const results = [...payments.values()]
        .filter((p) => reference === null || p.external_reference === reference)
        .reverse()
        .map((p) => paymentBody(p));
      return send(response, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }

    const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds\/?$/.exec(url.pathname);
    if (method === 'POST' && refundMatch) {
      const paymentId = decodeURIComponent(refundMatch[1]!);
      const payment = payments.get(paymentId);
      if (!payment) return send(response, 404, errorBody(404, 'not_found', 'Payment not found'));
      const idempotencyKey =
        typeof request.headers['x-idempotency-key'] === 'string' ? request.headers['x-idempotency-key'] : null;
      const refundBody = (refund: FakeRefund) => ({
        id: refund.id,
        payment_id: Number(paymentId),
        amount: refund.amount,
        status: 'approved',
        date_created: new Date().toISOString(),
      });
      const earlier = refunds.find((r) => r.paymentId === paymentId && r.idempotencyKey === idempotencyKey);
      if (earlier && idempotencyKey !== null) return send(response, 201, refundBody(earlier));
      if (payment.status !== 'approved')
        return send(
          response,
          400,
          errorBody(400, 'bad_request', `Payment in status ${payment.status} cannot be refunded`),
        );
      // `amount` (pesos) refunds part of it; without it, all that is left.
      const left = Math.round((payment.transaction_amount - (payment.transaction_amount_refunded ?? 0)) * 100) / 100;
      const asked = isObject(body) && body.amount !== undefined ? Number(body.amount) : left;
      if (!(asked > 0) || asked > left)
        return send(response, 400, errorBody(400, 'bad_request', 'Invalid refund amount'));
      const refund = { id: 900_000 + refunds.length, paymentId, idempotencyKey, amount: asked };
      refunds.push(refund);
      payment.transaction_amount_refunded =
        Math.round(((payment.transaction_amount_refunded ?? 0) + asked) * 100) / 100;
      if (asked === left) payment.status = 'refunded';
      return send(response, 201, refundBody(refund));
    }

    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
      if (!payment) return send(response, 404, errorBody(404, 'not_found', 'Payment not found'));
      return send(response, 200, paymentBody(payment));
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

  return {
    baseUrl,
    accessToken,
    publicKey,
    cards,
    requests,
    preferences,
    refunds,
    addPayment(payment) {
      payments.set(String(payment.id), payment);
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive: drop them so close() does not wait for their timeout.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
