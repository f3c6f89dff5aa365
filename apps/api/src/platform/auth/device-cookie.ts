import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie (issue 17, decision 017; issue 36, decision 032): a random token given to the
 * browser when a sign-in is complete (the password, and the second factor when the account has one),
 * sent back only to the sign-in routes. HttpOnly (scripts never read it, so an XSS cannot carry it
 * away), SameSite=Strict, Secure over HTTPS. The server keeps only its SHA-256, bound to the account
 * (`trusted_devices`), with its own expiry; a password change or reset revokes every device.
 */
export const DEVICE_COOKIE = 'nt_device';
export const DEVICE_TTL_DAYS = 180;
const MAX_AGE_SECONDS = DEVICE_TTL_DAYS * 24 * 3600;
/** Both sign-in steps: the password (`/v1/account/authenticate`) and the code (`/v1/account/two-factor/…`). */
const PATH = '/v1/account/';
/** Where issue 17's cookie lived: cleared whenever a new one is given, so it never shadows it. */
const LEGACY_PATH = '/v1/account/authenticate';

export function readDeviceCookie(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const value = rest.join('=');
      return /^[\w-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function deviceCookie(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Sets the device cookie on a complete sign-in's answer (and drops issue 17's cookie, if any). */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string | undefined): void {
  if (!token) return;
  const secure = req.protocol === 'https';
  reply.header('set-cookie', [
    deviceCookie(token, secure),
    [
      `${DEVICE_COOKIE}=`,
      `Path=${LEGACY_PATH}`,
      'Max-Age=0',
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ].join('; '),
  ]);
}
