import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so the same request always gives the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * SHA-256 of a request body (after validation): stored with an Idempotency-Key so a retry of the
 * same request finds its first answer, and the same key with another body is refused (422).
 */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)) ?? '')
    .digest('hex');
}
