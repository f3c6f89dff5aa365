/**
 * Test support: the card part of the local MercadoPago fake (fake-mercadopago.ts), what the kit's
 * card flow and our card frame use, answering with the SDK's response types (mercadopago-wire.ts):
 *
 *   POST   /v1/card_tokens?public_key=   a one-time token from a card (card_number, expiration_month,
 *                                         expiration_year, security_code, cardholder.name) or from a
 *                                         saved card (card_id + security_code). Public key, not token.
 *   GET    /v1/customers/search?email=   POST /v1/customers   the buyer's customer
 *   POST   /v1/customers/:id/cards       saves the card of a (consumed) token; DELETE …/cards/:card
 *   GET    /v1/payment_methods/installments?amount=&payment_method_id=&bin=  the plans offered
 *   POST   /v1/payments                  charges a one-time token (X-Idempotency-Key: the same key
 *                                         answers the first payment) in the account's currency (the
 *                                         Payments API has no currency field: an MLU account charges
 *                                         UYU); checks the instalment count is offered and the token unused
 *   POST   /fake/3ds/:payment            the buyer's bank's 3-D Secure page (our frame posts `creq` to
 *                                         it); confirming ends on a page of ANOTHER origin
 *                                         (`otherOrigin`/fake/3ds/:payment/done), which posts
 *                                         `{ status: 'COMPLETE' }` to its parent, like MercadoPago's own
 *   GET    /v1/chargebacks/:id           a chargeback made with `chargeback(paymentId)`
 *   GET    /v1/payment_methods           what `npm run payments:check` asks
 *
 * The outcome follows MercadoPago's test cards convention, the cardholder's name: APRO approved,
 * CONT pending (in_process), OTHE rejected (other reason), FUND rejected (insufficient amount),
 * SECU rejected (security code), CALL rejected (call for authorize); and, this fake only, CHAL pending
 * a 3-D Secure challenge. Plans: Visa and Mastercard 1, 3 (no interest) and 6, 12 (with interest);
 * OCA 1 to 6 without interest.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  errorBody,
  type PaymentCreateRequest,
  type WireCard,
  type WireCardToken,
  type WireChargeback,
  type WireCustomer,
  type WirePayment,
} from './mercadopago-wire';

type Json = Record<string, unknown>;
type Send = (response: ServerResponse, status: number, body: unknown) => void;

interface FakeToken {
  id: string;
  cardNumber: string | null;
  cardId: string | null;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
  used: boolean;
}

interface FakeCard {
  id: string;
  customerId: string;
  number: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
}

export interface FakeChargeback {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function paymentMethodOf(number: string): { id: string; name: string } | null {
  if (/^589892/.test(number)) return { id: 'oca', name: 'OCA' };
  if (/^4/.test(number)) return { id: 'visa', name: 'Visa' };
  if (/^(5[0-5]|2[2-7])/.test(number)) return { id: 'master', name: 'Mastercard' };
  return null;
}

/** [instalments, interest in percent of the amount] offered per payment method. */
export function fakePlans(paymentMethodId: string): Array<[number, number]> {
  if (paymentMethodId === 'oca') return [1, 2, 3, 4, 5, 6].map((n) => [n, 0]);
  return [
    [1, 0],
    [3, 0],
    [6, 10],
    [12, 20],
  ];
}

const OUTCOMES: Record<string, { status: string; detail: string }> = {
  APRO: { status: 'approved', detail: 'accredited' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  CHAL: { status: 'pending', detail: 'pending_challenge' },
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function createFakeCards(deps: {
  accessToken: string;
  publicKey: string;
  payments: Map<string, WirePayment>;
  /** The account's currency: every card payment is made in it. */
  currency: string;
  liveMode: boolean;
  collectorId: number;
  send: Send;
  baseUrl: () => string;
  otherOrigin: () => string;
}) {
  const { accessToken, publicKey, payments, send } = deps;
  const tokens = new Map<string, FakeToken>();
  const customers = new Map<string, { id: string; email: string; first_name: string; last_name: string }>();
  const cards = new Map<string, FakeCard>();
  const chargebacks = new Map<string, FakeChargeback>();
  const paymentKeys = new Map<string, string>();
  const nextOverrides: Array<Partial<Pick<WirePayment, 'currency_id' | 'transaction_amount'>>> = [];
  let nextPayment = 70_000_000_000;

  const cardBody = (card: FakeCard): WireCard => {
    const method = paymentMethodOf(card.number)!;
    return {
      id: card.id,
      customer_id: card.customerId,
      first_six_digits: card.number.slice(0, 6),
      last_four_digits: card.number.slice(-4),
      expiration_month: card.expirationMonth,
      expiration_year: card.expirationYear,
      payment_method: {
        id: method.id,
        name: method.name,
        payment_type_id: 'credit_card',
        // Served by the fake itself (the real ones are on www.mercadopago.com / http2.mlstatic.com).
        thumbnail: `${deps.baseUrl()}/img/${method.id}.svg`,
        secure_thumbnail: `${deps.baseUrl()}/img/${method.id}.svg`,
      },
      security_code: { length: 3, card_location: 'back' },
      issuer: { id: method.id === 'oca' ? 1084 : 310, name: method.name },
      cardholder: { name: card.holderName, identification: { type: 'CI', number: '' } },
      date_created: new Date().toISOString(),
      live_mode: deps.liveMode,
    } as WireCard;
  };

  function settle(paymentId: string, status: 'approved' | 'rejected') {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`fake: no payment ${paymentId}`);
    payment.status = status;
    payment.status_detail = status === 'approved' ? 'accredited' : 'cc_rejected_other_reason';
    if (status === 'approved') payment.date_approved = new Date().toISOString();
    payment.date_last_updated = new Date().toISOString();
    delete payment.three_ds_info;
  }

  /**
   * The bank's 3-D Secure page (the frame posts `creq` to it): confirm or refuse; then, like a real
   * challenge, it ends on a page of another origin that tells the frame it is COMPLETE.
   */
  const challengePage = (
    paymentId: string,
  ) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Banco de prueba</title></head>
<body style="font-family:Arial;padding:16px"><h2>Banco de prueba: confirmá la compra</h2>
<p>Pago ${paymentId}. Ingresá el código que te enviamos por SMS (cualquiera sirve).</p>
<label for="otp">Código</label> <input id="otp" inputmode="numeric">
<p><button id="ok">Confirmar</button> <button id="no">Rechazar</button></p>
<script>
function decide(outcome){ fetch(location.pathname + '/decide', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: outcome }) })
  .then(function(){ location.href = ${JSON.stringify(deps.otherOrigin())} + location.pathname + '/done'; }); }
document.getElementById('ok').addEventListener('click', function(){ decide('approved'); });
document.getElementById('no').addEventListener('click', function(){ decide('rejected'); });
</script></body></html>`;
  const challengeDone = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Mercado Pago</title></head>
<body style="font-family:Arial;padding:16px"><p>Listo: volvé a la tienda.</p>
<script>window.parent.postMessage({ status: 'COMPLETE' }, '*');</script></body></html>`;

  const bearer = (request: IncomingMessage) => request.headers.authorization === `Bearer ${accessToken}`;

  /** Answers the request when it is one of the card endpoints (true), or leaves it to the caller. */
  async function handle(
    method: string,
    url: URL,
    body: unknown,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    const path = url.pathname.replace(/\/+$/, '');

    if (method === 'POST' && path === '/v1/card_tokens') {
      if (url.searchParams.get('public_key') !== publicKey && !bearer(request)) {
        send(response, 401, errorBody(401, 'unauthorized', 'invalid public key'));
        return true;
      }
      const b = isObject(body) ? body : {};
      const securityCode = String(b.security_code ?? '');
      if (!/^\d{3,4}$/.test(securityCode)) {
        send(response, 400, errorBody(400, 'bad_request', 'invalid security_code'));
        return true;
      }
      let token: FakeToken;
      if (typeof b.card_id === 'string' || typeof b.card_id === 'number') {
        const card = cards.get(String(b.card_id));
        if (!card) {
          send(response, 404, errorBody(404, 'not_found', 'card not found'));
          return true;
        }
        token = {
          id: randomUUID().replaceAll('-', ''),
          cardNumber: card.number,
          cardId: card.id,
          holderName: card.holderName,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
          used: false,
        };
      } else {
        const number = String(b.card_number ?? '').replace(/\D/g, '');
        const holder = isObject(b.cardholder) ? String(b.cardholder.name ?? '') : '';
        const month = Number(b.expiration_month);
        const year = Number(b.expiration_year);
        if (
          !paymentMethodOf(number) ||
          number.length < 13 ||
          !holder ||
          !(month >= 1 && month <= 12) ||
          !(year >= 2000)
        ) {
          send(response, 400, errorBody(400, 'bad_request', 'invalid card data'));
          return true;
        }
        token = {
          id: randomUUID().replaceAll('-', ''),
          cardNumber: number,
          cardId: null,
          holderName: holder,
          expirationMonth: month,
          expirationYear: year,
          used: false,
        };
      }
      tokens.set(token.id, token);
      const answer: WireCardToken = {
        id: token.id,
        first_six_digits: token.cardNumber!.slice(0, 6),
        last_four_digits: token.cardNumber!.slice(-4),
        card_id: token.cardId ?? undefined,
        expiration_month: token.expirationMonth,
        expiration_year: token.expirationYear,
        cardholder: { name: token.holderName },
        status: 'active',
        date_created: new Date().toISOString(),
        live_mode: deps.liveMode,
        luhn_validation: true,
        require_esc: false,
        card_number_length: token.cardNumber!.length,
        security_code_length: 3,
      } as WireCardToken;
      send(response, 201, answer);
      return true;
    }

    const challenge = /^\/fake\/3ds\/(\d+)(\/decide|\/done)?$/.exec(path);
    if (challenge && (method === 'POST' || (method === 'GET' && challenge[2] === '/done'))) {
      const paymentId = challenge[1]!;
      if (challenge[2] === '/done') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(challengeDone);
        return true;
      }
      if (!payments.get(paymentId)?.three_ds_info) {
        send(response, 404, errorBody(404, 'not_found', 'no challenge for this payment'));
        return true;
      }
      if (challenge[2] === '/decide') {
        settle(paymentId, isObject(body) && body.outcome === 'rejected' ? 'rejected' : 'approved');
        send(response, 200, { status: 'COMPLETE' });
        return true;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(challengePage(paymentId));
      return true;
    }

    const image = /^\/img\/(\w+)\.svg$/.exec(path);
    if (method === 'GET' && image) {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' });
      response.end(
        `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="30" viewBox="0 0 48 30"><rect width="48" height="30" rx="4" fill="#1a1f71"/><text x="24" y="19" font-size="10" fill="#fff" text-anchor="middle" font-family="Arial">${image[1]}</text></svg>`,
      );
      return true;
    }

    if (method === 'GET' && path === '/v1/payment_methods') {
      if (url.searchParams.get('public_key') !== publicKey && !bearer(request)) {
        send(response, 401, errorBody(401, 'unauthorized', 'invalid credentials'));
        return true;
      }
      send(
        response,
        200,
        ['visa', 'master', 'oca', 'debvisa'].map((id) => ({
          id,
          name: id,
          payment_type_id: id.startsWith('deb') ? 'debit_card' : 'credit_card',
          status: 'active',
        })),
      );
      return true;
    }

    if (method === 'GET' && path === '/v1/payment_methods/installments') {
      if (url.searchParams.get('public_key') !== publicKey && !bearer(request)) {
        send(response, 401, errorBody(401, 'unauthorized', 'invalid credentials'));
        return true;
      }
      const amount = Number(url.searchParams.get('amount'));
      const methodId =
        url.searchParams.get('payment_method_id') ?? paymentMethodOf(url.searchParams.get('bin') ?? '')?.id;
      if (!(amount > 0) || !methodId) {
        send(response, 400, errorBody(400, 'bad_request', 'amount and payment_method_id or bin are required'));
        return true;
      }
      send(response, 200, [
        {
          payment_method_id: methodId,
          payment_type_id: 'credit_card',
          issuer: { id: methodId === 'oca' ? 1084 : 310, name: methodId },
          payer_costs: fakePlans(methodId).map(([installments, rate]) => {
            const total = Math.round(amount * (100 + rate)) / 100;
            return {
              installments,
              installment_rate: rate,
              installment_amount: Math.round((total / installments) * 100) / 100,
              total_amount: total,
              recommended_message: `${installments} cuota(s)`,
            };
          }),
        },
      ]);
      return true;
    }

    if (
      !path.startsWith('/v1/customers') &&
      !(path === '/v1/payments' && method === 'POST') &&
      !path.startsWith('/v1/chargebacks')
    )
      return false;
    if (!bearer(request)) {
      send(response, 401, errorBody(401, 'unauthorized', 'invalid access token'));
      return true;
    }

    if (method === 'GET' && path === '/v1/customers/search') {
      const email = url.searchParams.get('email');
      const results = [...customers.values()].filter((c) => email === null || c.email === email);
      send(response, 200, { paging: { total: results.length, limit: 10, offset: 0 }, results });
      return true;
    }
    if (method === 'POST' && path === '/v1/customers') {
      const b = isObject(body) ? body : {};
      const email = String(b.email ?? '');
      if (!/^[^@\s]+@[^@\s]+$/.test(email) || [...customers.values()].some((c) => c.email === email)) {
        send(response, 400, errorBody(400, 'bad_request', 'invalid or existing email'));
        return true;
      }
      const customer = {
        id: `${Date.now()}-${randomUUID().slice(0, 8)}`,
        email,
        first_name: String(b.first_name ?? ''),
        last_name: String(b.last_name ?? ''),
      };
      customers.set(customer.id, customer);
      const answer: WireCustomer = { ...customer, date_created: new Date().toISOString(), live_mode: deps.liveMode };
      send(response, 201, answer);
      return true;
    }
    const cardsMatch = /^\/v1\/customers\/([^/]+)\/cards(?:\/([^/]+))?$/.exec(path);
    if (cardsMatch) {
      const customer = customers.get(decodeURIComponent(cardsMatch[1]!));
      if (!customer) {
        send(response, 404, errorBody(404, 'not_found', 'customer not found'));
        return true;
      }
      if (method === 'POST' && !cardsMatch[2]) {
        const token = tokens.get(String(isObject(body) ? body.token : ''));
        if (!token || token.used || !token.cardNumber) {
          send(response, 400, errorBody(400, 'bad_request', 'invalid or used card token'));
          return true;
        }
        token.used = true;
        const same = [...cards.values()].find((c) => c.customerId === customer.id && c.number === token.cardNumber);
        const card: FakeCard = same ?? {
          id: String(9_000_000_000 + cards.size),
          customerId: customer.id,
          number: token.cardNumber,
          holderName: token.holderName,
          expirationMonth: token.expirationMonth,
          expirationYear: token.expirationYear,
        };
        cards.set(card.id, card);
        send(response, 201, cardBody(card));
        return true;
      }
      if (method === 'DELETE' && cardsMatch[2]) {
        const card = cards.get(decodeURIComponent(cardsMatch[2]));
        if (!card || card.customerId !== customer.id) {
          send(response, 404, errorBody(404, 'not_found', 'card not found'));
          return true;
        }
        cards.delete(card.id);
        send(response, 200, cardBody(card));
        return true;
      }
    }

    if (method === 'POST' && path === '/v1/payments') {
      const key =
        typeof request.headers['x-idempotency-key'] === 'string' ? request.headers['x-idempotency-key'] : null;
      const earlier = key ? paymentKeys.get(key) : undefined;
      if (earlier) {
        send(response, 201, payments.get(earlier));
        return true;
      }
      const b = (isObject(body) ? body : {}) as PaymentCreateRequest;
      const token = tokens.get(String(b.token ?? ''));
      const amount = Number(b.transaction_amount);
      const installments = Number(b.installments);
      if (!token || token.used) {
        send(response, 400, errorBody(400, 'bad_request', 'Invalid card_token_id'));
        return true;
      }
      const methodId = paymentMethodOf(token.cardNumber ?? '')?.id;
      if (!methodId || b.payment_method_id !== methodId) {
        send(response, 400, errorBody(400, 'bad_request', 'payment_method_id does not match the card'));
        return true;
      }
      if (!fakePlans(methodId).some(([n]) => n === installments)) {
        send(response, 400, errorBody(400, 'bad_request', 'Invalid installments for this payment method'));
        return true;
      }
      if (!(amount > 0) || typeof b.external_reference !== 'string') {
        send(response, 400, errorBody(400, 'bad_request', 'transaction_amount and external_reference are required'));
        return true;
      }
      if (b.notification_url !== undefined && !/^https?:\/\//.test(b.notification_url)) {
        send(response, 400, errorBody(400, 'bad_request', 'notification_url must be a URL'));
        return true;
      }
      token.used = true;
      const outcome = OUTCOMES[token.holderName.trim().toUpperCase()] ?? OUTCOMES.APRO!;
      // A challenge is offered only when the integration asked for 3-D Secure.
      const challenged = outcome.detail === 'pending_challenge' && b.three_d_secure_mode === 'optional';
      const result = outcome.detail === 'pending_challenge' && !challenged ? OUTCOMES.APRO! : outcome;
      const id = String(nextPayment++);
      const now = new Date().toISOString();
      const payment: WirePayment = {
        id: Number(id),
        date_created: now,
        date_approved: result.status === 'approved' ? now : undefined,
        date_last_updated: now,
        operation_type: 'regular_payment',
        issuer_id: String(b.issuer_id ?? (methodId === 'oca' ? 1084 : 310)),
        payment_method_id: methodId,
        payment_type_id: 'credit_card',
        status: result.status,
        status_detail: result.detail,
        // The account's currency: the Payments API takes no currency, the site decides.
        currency_id: deps.currency,
        description: b.description,
        live_mode: deps.liveMode,
        collector_id: deps.collectorId,
        payer: { type: b.payer?.type, id: b.payer?.id, email: b.payer?.email },
        metadata: {},
        additional_info: b.additional_info,
        external_reference: b.external_reference,
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        installments,
        transaction_details: {
          net_received_amount: round2(amount * 0.95),
          total_paid_amount: amount,
          installment_amount: round2(amount / installments),
        },
        captured: true,
        binary_mode: b.binary_mode ?? false,
        statement_descriptor: b.statement_descriptor,
        card: {
          first_six_digits: token.cardNumber!.slice(0, 6),
          last_four_digits: token.cardNumber!.slice(-4),
          expiration_month: token.expirationMonth,
          expiration_year: token.expirationYear,
          cardholder: { name: token.holderName },
        },
        notification_url: b.notification_url,
        refunds: [],
        processing_mode: 'aggregator',
        ...(challenged
          ? {
              three_ds_info: {
                external_resource_url: `${deps.baseUrl()}/fake/3ds/${id}`,
                creq: Buffer.from(JSON.stringify({ payment: id, challengeWindowSize: '04' })).toString('base64url'),
              },
            }
          : {}),
      };
      Object.assign(payment, nextOverrides.shift() ?? {});
      payments.set(id, payment);
      if (key) paymentKeys.set(key, id);
      send(response, 201, payment);
      return true;
    }

    const chargebackMatch = /^\/v1\/chargebacks\/([^/]+)$/.exec(path);
    if (method === 'GET' && chargebackMatch) {
      const found = chargebacks.get(decodeURIComponent(chargebackMatch[1]!));
      if (!found) send(response, 404, errorBody(404, 'not_found', 'chargeback not found'));
      else {
        const answer: WireChargeback = {
          id: found.id,
          payment_id: Number(found.paymentId),
          payments: [Number(found.paymentId)],
          status: 'new',
          amount: found.amount,
          currency_id: found.currency,
          reason_id: '4837',
          reason: 'No cardholder authorization',
          date_created: new Date().toISOString(),
          last_modified: new Date().toISOString(),
        };
        send(response, 200, answer);
      }
      return true;
    }
    return false;
  }

  return {
    handle,
    /** A card number as the Brick would tokenize it (tests that skip the frame). */
    tokenize(card: { number: string; holderName: string; month?: number; year?: number }): string {
      const id = randomUUID().replaceAll('-', '');
      tokens.set(id, {
        id,
        cardNumber: card.number,
        cardId: null,
        holderName: card.holderName,
        expirationMonth: card.month ?? 11,
        expirationYear: card.year ?? 2030,
        used: false,
      });
      return id;
    },
    /** A saved card's token with its security code, as the frame would make it. */
    tokenizeSaved(cardId: string): string {
      const card = cards.get(cardId);
      if (!card) throw new Error(`fake: no card ${cardId}`);
      const id = randomUUID().replaceAll('-', '');
      tokens.set(id, {
        id,
        cardNumber: card.number,
        cardId,
        holderName: card.holderName,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        used: false,
      });
      return id;
    },
    /**
     * The next charge is recorded with another currency or amount than the account's and the request's
     * (what an account of another country, or a provider's mistake, answers).
     */
    nextCharge(overrides: Partial<Pick<WirePayment, 'currency_id' | 'transaction_amount'>>) {
      nextOverrides.push(overrides);
    },
    /** The bank's later answer for a pending payment. */
    settle,
    /** The buyer's bank takes the money back: the payment becomes charged_back; answers the chargeback id. */
    chargeback(paymentId: string): string {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`fake: no payment ${paymentId}`);
      payment.status = 'charged_back';
      payment.status_detail = 'settled';
      const id = String(5_000_000 + chargebacks.size);
      chargebacks.set(id, {
        id,
        paymentId,
        amount: payment.transaction_amount,
        currency: payment.currency_id ?? deps.currency,
      });
      return id;
    },
    customers,
    cards,
  };
}
export type FakeCards = ReturnType<typeof createFakeCards>;
