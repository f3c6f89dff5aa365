import { createHmac } from 'node:crypto';
import { AppError } from '@nutritest/domain';
import type { Executor } from '../db/client';
import { hitRateLimit } from './rate-limit.repository';

export {
  clearRateLimit,
  clearRateLimits,
  hitRateLimit,
  peekRateLimit,
  peekRateLimits,
  purgeOldRateLimits,
} from './rate-limit.repository';

/**
 * The key of a counter about an e-mail address: the address never reaches the table, only an HMAC
 * of it (lower-cased, trimmed) keyed with a secret derived from the server's JWT secret, so a copy of
 * `rate_limits` does not say who tried to sign in or reset a password (issue 17). Every process with
 * the same JWT secret computes the same key, so the counters stay shared.
 */
export function emailRateKey(secret: string, prefix: string, email: string): string {
  const key = createHmac('sha256', secret).update('nutritest:rate-limit-keys').digest();
  const digest = createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
  return `${prefix}:${digest}`;
}

/** Counts a hit and throws RATE_LIMITED past the limit. */
export async function enforceRateLimit(
  db: Executor,
  key: string,
  limit: number,
  windowSeconds: number,
  message?: string,
): Promise<void> {
  const count = await hitRateLimit(db, key, windowSeconds);
  if (count > limit) throw new AppError('RATE_LIMITED', message);
}
