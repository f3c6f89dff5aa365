import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import type { NotificationRequest, ReadNotification } from './provider';

/**
 * A provider's webhook, read the way MercadoPago signs it (and the sandbox signs its own the same way):
 * `x-signature: ts=<seconds>,v1=<HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`,
 * `data.id` from the query string (the body's only as a fallback, and it must agree), the topic from
 * `type`. The HMAC is checked by the official SDK's `WebhookSignatureValidator` (constant-time; the id's
 * case kept, as MercadoPago signs it); the time window is ours, see below.
 */

/**
 * How old a signed notification may be. MercadoPago waits 22 s for our answer, then sends the same
 * notification again every 15 minutes and, after the third attempt, less often but still: a retry can
 * carry a ts hours old, so a 10-minute window would refuse every retry of a notification we missed
 * (a deploy, an outage) forever. A replay within the window is harmless: a notification only names a
 * payment, which we read back from the provider, and applying it is idempotent.
 */
export const NOTIFICATION_MAX_AGE_SECONDS = 3 * 24 * 3600;
/** How far in the future a ts may be (clock skew between MercadoPago and us). */
export const NOTIFICATION_MAX_SKEW_SECONDS = 5 * 60;

/** Topics we act on; any other well-formed, signed notification is acknowledged and ignored. */
const PAYMENT_TOPICS = new Set(['payment']);
/** `topic_chargebacks_wh` is MercadoPago's (Webhooks → Contracargos); `chargebacks` an older name, kept. */
const CHARGEBACK_TOPICS = new Set(['topic_chargebacks_wh', 'chargebacks']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query, body or header value as one non-empty string (undefined when absent or repeated). */
function single(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function header(headers: NotificationRequest['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return single(value);
  return undefined;
}

export function readSignedNotification(
  { headers, query, body }: NotificationRequest,
  secret: string | null,
  nowMs = Date.now(),
): ReadNotification {
  const refused = { kind: 'refused' } as const;
  if (!secret) return refused;
  const payload = isRecord(body) ? body : {};

  // Webhooks carry `type` (query and body); IPN copies carry `topic` and are not signed. What is
  // present must name one topic.
  const types = [query.type, payload.type].filter((t) => t !== undefined).map(single);
  const topic = types[0];
  if (topic === undefined || types.some((t) => t !== topic)) return refused;

  // The signed id is the query's `data.id` (`{ 'data.id': … }` with Fastify's parser, `{ data: { id } }`
  // with qs); the body's `data.id` is only a fallback, and must agree when both are there.
  const fromQuery = single(query['data.id']) ?? (isRecord(query.data) ? single(query.data.id) : undefined);
  const fromBody = isRecord(payload.data) ? single(payload.data.id) : undefined;
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) return refused;
  const dataId = fromQuery ?? fromBody;
  if (dataId === undefined) return refused;

  const signature = header(headers, 'x-signature');
  const requestId = header(headers, 'x-request-id');
  if (signature === undefined || requestId === undefined) return refused;
  try {
    WebhookSignatureValidator.validate({ xSignature: signature, xRequestId: requestId, dataId, secret });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return refused;
    throw error;
  }
  // The window (the SDK's `toleranceSeconds` reads ts as seconds only; MercadoPago's docs say ts is in
  // milliseconds while their examples are seconds: 13 digits and more are taken as milliseconds).
  const ts = /(?:^|,)\s*ts=(\d{1,16})\s*(?:,|$)/.exec(signature)?.[1];
  if (ts === undefined) return refused;
  const tsMs = ts.length >= 13 ? Number(ts) : Number(ts) * 1000;
  if (nowMs - tsMs > NOTIFICATION_MAX_AGE_SECONDS * 1000 || tsMs - nowMs > NOTIFICATION_MAX_SKEW_SECONDS * 1000)
    return refused;

  if (PAYMENT_TOPICS.has(topic)) return { kind: 'payment', id: dataId };
  if (CHARGEBACK_TOPICS.has(topic)) return { kind: 'chargeback', id: dataId };
  return { kind: 'ignored', topic };
}
