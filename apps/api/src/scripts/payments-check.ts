import { checkPayments } from '../platform/payments/payments-check';

/**
 * `npm run payments:check`: verifies the MercadoPago settings in the environment against the provider
 * without charging anything (docs/payments.md, "Going live"). Exit code 1 when something must be fixed.
 */
const lines = await checkPayments(process.env);
const mark = { ok: '✔', warn: '!', fail: '✘' } as const;
for (const line of lines) console.log(`${mark[line.status]} ${line.text}`);
const failed = lines.some((l) => l.status === 'fail');
const sandbox = !process.env.MP_ACCESS_TOKEN && !process.env.MP_PUBLIC_KEY;
console.log(
  failed
    ? '\nNot ready: fix the lines marked ✘.'
    : sandbox
      ? '\nSet MP_ACCESS_TOKEN, MP_PUBLIC_KEY, MP_WEBHOOK_SECRET and PUBLIC_URL to check a live set-up.'
      : '\nNothing blocks going live on this check.',
);
process.exit(failed ? 1 : 0);
