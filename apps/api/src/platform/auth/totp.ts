import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second steps, the step before and
 * after accepted for clock drift. Secrets are 20 random bytes, written in base32 (RFC 4648) as
 * authenticator apps expect. Replay protection: the last accepted step is kept on the account and
 * a code of that step or an earlier one is refused (see `acceptTotpStep`).
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'NutriTest';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and '=' padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** HOTP value for one counter, `digits` long (RFC 4226 §5.3 dynamic truncation). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
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
  const conditions = [eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))];
  if (options.requireEnabled ?? true) conditions.push(isNotNull(accounts.totpEnabledAt));
  const updated = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(...conditions))
    .returning({ id: accounts.id });
  return updated.length === 1;
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
