import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret } from 'otpauth';
import type { Executor } from '../../db/client';
import { storeLaterTotpStep } from './totp.repository';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, the step before and
 * after accepted for clock drift. Secrets are 20 random bytes, written in base32 (RFC 4648) as
 * authenticator apps expect. The HOTP values, base32 and random secrets come from `otpauth`
 * (decision 019); the window check stays here because `otpauth`'s `validate` stops at the first
 * matching step, and we compare every candidate in constant time. Replay protection: the last accepted step is kept on the account and
 * a code of that step or an earlier one is refused (see `acceptTotpStep`).
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'NutriTest';

/** Base32 (RFC 4648, no padding) of some bytes, as authenticator apps expect secrets. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Decodes base32, ignoring case, spaces and '=' padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  return Buffer.from(Secret.fromBase32(text.replace(/\s/g, '')).bytes);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a moment falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** HOTP value for one counter, `digits` long (RFC 4226 §5.3 dynamic truncation, by `otpauth`). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'SHA1'): string {
  return HOTP.generate({ secret: new Secret({ buffer: Uint8Array.from(key).buffer }), counter, digits, algorithm });
}

/** The code an authenticator app shows for the secret at that moment. */
export function totpCode(secret: string, nowMs: number): string {
  return hotp(base32Decode(secret), totpStep(nowMs));
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The step the code belongs to (now ± TOTP_WINDOW), or null. Every candidate is compared in
 * constant time and all of them are always computed, so timing does not tell which step matched.
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let key: Buffer;
  try {
    key = base32Decode(secret);
  } catch {
    return null;
  }
  const now = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (sameCode(hotp(key, step), code) && matched === null) matched = step;
  }
  return matched;
}

/**
 * Records `step` as the account's last accepted one, only when it is later than the one stored:
 * one conditional UPDATE, so two requests with the same code cannot both pass. False = replay.
 * `requireEnabled` (default) also demands that TOTP is on; enrolment confirms with it off.
 */
export async function acceptTotpStep(
  db: Executor,
  accountId: string,
  step: number,
  options: { requireEnabled?: boolean } = {},
): Promise<boolean> {
  return storeLaterTotpStep(db, accountId, step, options.requireEnabled ?? true);
}

/** otpauth://totp/NutriTest:<email>?… as authenticator apps read it (Key URI Format). */
export function otpauthUri(email: string, secret: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
