import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * After the whole browser run, the server's log (LOG_FILE, written by the web server Playwright
 * started) must hold no credential and no genetic data: the demo password, a JWT, an
 * authorization header value, a password or one-time code field with a value, or a genotype.
 */
export const SERVER_LOG = process.env.E2E_LOG_FILE ?? path.join(import.meta.dirname, '..', '.data-e2e', 'api.log');

const DEMO_PASSWORD = 'demo1234';

const forbidden: { what: string; pattern: RegExp }[] = [
  { what: 'the demo password', pattern: new RegExp(DEMO_PASSWORD, 'i') },
  { what: 'a JWT', pattern: /eyJ[\w-]+\.eyJ[\w-]+/ },
  { what: 'an authorization header value', pattern: /"?authorization"?\s*[:=]\s*"?(?!\[redacted\])\w+/i },
  { what: 'a bearer token', pattern: /\bbearer\s+[\w.~+/-]{8,}/i },
  {
    what: 'a password field with a value',
    pattern: /"(?:password|oldPassword|newPassword|repeatPassword|temporaryPassword)"\s*:\s*"(?!\[redacted\]")[^"]*"/i,
  },
  // Error codes (VALIDATION, FST_ERR_...) are fine; a code someone typed (digits, letters) is not.
  {
    what: 'a one-time code field with a value',
    pattern: /"(?:code|totp|otp)"\s*:\s*"?(?!\[redacted\])(?![A-Z][A-Z0-9_]*")[\w-]+/,
  },
  // As in the lab CSV (NT-DEMO-0001,rs5082,AG) or in a results payload.
  { what: 'a genotype', pattern: /(?<![A-Za-z0-9])rs\d+\W{0,5}[ACGTID]{1,2}\b/ },
  { what: 'a genotype field with a value', pattern: /"genotype"\s*:\s*"[ACGTID-]{1,2}"/i },
];

/** The offending lines of a log text, one message per finding (values shortened). */
export function findSecrets(log: string): string[] {
  const findings: string[] = [];
  log.split('\n').forEach((line, index) => {
    for (const { what, pattern } of forbidden) {
      const match = pattern.exec(line);
      if (match) findings.push(`line ${index + 1}: ${what} (…${match[0].slice(0, 12)}…)`);
    }
  });
  return findings;
}

export default async function globalTeardown() {
  if (!existsSync(SERVER_LOG)) {
    // Against an app started elsewhere (E2E_BASE_URL) there is no log to read unless E2E_LOG_FILE says where.
    if (process.env.E2E_BASE_URL && !process.env.E2E_LOG_FILE) return;
    throw new Error(`The server log ${SERVER_LOG} was not written: LOG_FILE is not reaching the API.`);
  }
  const log = readFileSync(SERVER_LOG, 'utf8');
  // The MercadoPago app's log too (payments/mercadopago-*.spec.ts run against it).
  const mpLogFile = path.join(import.meta.dirname, '..', '.data-e2e-mp', 'api.log');
  const mpLog = existsSync(mpLogFile) ? readFileSync(mpLogFile, 'utf8') : '';
  if (!log.includes('request completed') && !mpLog.includes('request completed')) {
    throw new Error(`The server log ${SERVER_LOG} holds no request lines: is LOG_LEVEL below info?`);
  }
  const findings = [...findSecrets(log), ...findSecrets(mpLog).map((f) => `MercadoPago app, ${f}`)];
  if (findings.length > 0) {
    throw new Error(
      `The server log ${SERVER_LOG} holds secrets or genetic data:\n${findings.slice(0, 20).join('\n')}${
        findings.length > 20 ? `\n… and ${findings.length - 20} more` : ''
      }`,
    );
  }
}
