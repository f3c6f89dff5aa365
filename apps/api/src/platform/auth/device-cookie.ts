import type { FastifyRequest } from 'fastify';

/**
 * The device cookie (issue 17, decision 017): a random token the sign-in gives the browser after a
 * right password, sent back only to the sign-in route. HttpOnly (scripts never read it, so an XSS
 * cannot carry it away), SameSite=Strict, Secure over HTTPS. The server keeps only its SHA-256,
 * bound to the account (`trusted_devices`).
 */
export const DEVICE_COOKIE = 'nt_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;
const PATH = '/v1/account/authenticate';

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
