import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, uniqueEmail } from '../../src/db/seed/factories';
import type { LogDestination } from '../../src/platform/logger';
import { buildTestApp, type TestApp } from '../helpers';

/**
 * Issue 17: with SMTP_URL unset, e-mails go to the local .eml outbox; their links (working
 * one-time tokens) may be printed in the log only in development, never with NODE_ENV=production.
 */
function memoryLog() {
  const lines: string[] = [];
  const destination: LogDestination = { write: (line) => void lines.push(line) };
  return { destination, text: () => lines.join('') };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function logOfAResetEmail(nodeEnv: 'development' | 'production' | 'test') {
  const log = memoryLog();
  // PAYMENTS_SANDBOX: production outside the demo refuses to start on the sandbox otherwise (issue 41).
  t = await buildTestApp(
    { NODE_ENV: nodeEnv, LOG_LEVEL: 'info', PAYMENTS_SANDBOX: 'true' },
    { logger: true, logDestination: log.destination },
  );
  const email = uniqueEmail('maillog');
  await createAccount(t.app.database.db, { email, password: 'clave-mail-1', role: 'Customer' });
  const res = await t.app.inject({ method: 'POST', url: '/v1/account/password/reset', payload: { email } });
  expect(res.statusCode).toBe(202);
  expect(await t.app.mail.runOnce()).toBeGreaterThan(0);
  return log.text();
}

describe('e-mail links in the log (file outbox, no SMTP_URL)', () => {
  it('are never printed with NODE_ENV=production', async () => {
    const text = await logOfAResetEmail('production');
    expect(text).toContain('email delivered');
    expect(text).not.toContain('/changePassword?data=');
  });

  it('are printed in development, the developer’s way in', async () => {
    const text = await logOfAResetEmail('development');
    expect(text).toContain('/changePassword?data=');
  });
});
