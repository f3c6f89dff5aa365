/**
 * (d) The SMTP server down for 12 s, long enough for several retries: requests that send e-mail
 * still succeed; the outbox retries with back-off and every e-mail arrives once after the server is
 * back. The back-off starts at 1 s here (30 s in production) so that the same retries fit in 12 s
 * instead of a minute (issue 42: CI's time).
 */
import { describe, expect, it } from 'vitest';
import { register } from './common';
import { faultStack, sleep, waitFor } from './harness';

// First retry after 1 s instead of 30 s (then 2, 4, 8 s...): four failed attempts while it is down.
const OUTAGE_MS = 12_000;
const stack = faultStack('smtp-down', { MAIL_RETRY_BASE_SECONDS: '1' });

describe('the SMTP server down for 12 seconds', () => {
  it('keeps answering, retries, and delivers every e-mail once when it is back', async () => {
    const stamp = Date.now();
    const early = Array.from({ length: 6 }, (_, i) => `smtp.caido.a${i}.${stamp}@test.uy`);
    const late = Array.from({ length: 6 }, (_, i) => `smtp.caido.b${i}.${stamp}@test.uy`);

    await stack.sink.stop();
    const downAt = Date.now();
    const first = await Promise.all(early.map((e) => register(stack.api, e)));
    expect(first.map((r) => r.status)).toEqual(early.map(() => 201));
    await sleep(OUTAGE_MS / 2);
    const second = await Promise.all(late.map((e) => register(stack.api, e)));
    expect(second.map((r) => r.status)).toEqual(late.map(() => 201));
    // Nothing could be delivered; the rows wait for their next attempt.
    const waiting = await stack.db.query<{ status: string; attempts: number; last_error: string | null }>(
      `select status, attempts, last_error from outbox_emails where to_address = any($1)`,
      [early],
    );
    expect(waiting.every((r) => r.status === 'pending' && r.attempts >= 1 && r.last_error)).toBe(true);
    await sleep(OUTAGE_MS - (Date.now() - downAt));
    expect(stack.sink.messages.filter((m) => m.to.startsWith('smtp.caido.'))).toHaveLength(0);

    await stack.sink.start();
    const upAt = Date.now();
    const all = [...early, ...late];
    await waitFor(
      'every e-mail after the SMTP server is back',
      () => all.every((e) => stack.sink.to(e).length > 0),
      60_000,
    );
    const deliveredMs = Date.now() - upAt;
    await sleep(4_000);
    for (const e of all) expect(stack.sink.to(e), e).toHaveLength(1);
    const rows = await stack.db.query<{ status: string; attempts: number }>(
      `select status, attempts from outbox_emails where to_address = any($1)`,
      [all],
    );
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThan(2);
    expect(stack.api.child.exitCode).toBeNull();
    console.info(
      `[faults] SMTP down ${OUTAGE_MS / 1000} s: ${all.length} registrations answered 201; all delivered once ${deliveredMs} ms after the server returned (attempts per e-mail: ${rows
        .map((r) => r.attempts)
        .sort()
        .join(',')})`,
    );
  });
});
