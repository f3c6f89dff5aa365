import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mpBaseURL } from './playwright.config';

const MP_LOG = path.join(import.meta.dirname, '..', '.data-e2e-mp', 'api.log');

/**
 * The MercadoPago app (payments/mercadopago-*.spec.ts) starts beside the main one and Playwright does
 * not wait for it (playwright.config.ts, issue 42): the journeys start once it answers /readyz, and
 * once its own log, new this run, says it listens on its port (a server left over from another
 * run answering on that port is not it).
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const deadline = Date.now() + 240_000;
  let problem = 'no answer';
  while (Date.now() < deadline) {
    const log = existsSync(MP_LOG) ? readFileSync(MP_LOG, 'utf8') : '';
    if (log.includes(`"Server listening at ${mpBaseURL}"`)) {
      try {
        const ready = await fetch(`${mpBaseURL}/readyz`);
        if (ready.ok) return;
        problem = `/readyz answered ${ready.status}`;
      } catch (err) {
        problem = String(err);
      }
    } else problem = `${MP_LOG} does not say it listens on ${mpBaseURL}`;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The MercadoPago app at ${mpBaseURL} did not start: ${problem}. Its errors are above.`);
}
